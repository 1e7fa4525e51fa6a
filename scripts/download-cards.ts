// `npm run cards:download`: fetches Scryfall's oracle_cards bulk file and keeps it, atomically, as the
// compact card file data/oracle-cards.compact.json, so the app runs offline from it.
// `npm run cards:download -- --data-dir <folder>` writes into another folder (start the app with CARD_DATA=<folder>).
import path from "node:path";
import { parseArgs } from "node:util";
import { metadataPathFor } from "@/lib/server/cards/bulk-file";
import { downloadBulkCards } from "@/lib/server/cards/bulk-download";
import { DOWNLOADED_CARDS, EARLIER_DOWNLOAD } from "@/lib/server/cards/select-source";
import { readConfig } from "@/lib/server/config";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "data-dir": { type: "string" } } });
  const config = readConfig();
  const inDataDir = (file: string) => path.resolve(values["data-dir"] ?? path.dirname(file), path.basename(file));
  const earlierDownload = inDataDir(EARLIER_DOWNLOAD);
  await downloadBulkCards({
    apiUrl: config.SCRYFALL_API_URL,
    targetFile: inDataDir(DOWNLOADED_CARDS),
    replaces: [earlierDownload, metadataPathFor(earlierDownload)],
    log: (line) => console.log(line),
    progress: (line) => process.stdout.write(line),
  });
  if (config.CARD_DATA) {
    console.log(`note: CARD_DATA=${config.CARD_DATA} is set, so the app reads that instead of ${DOWNLOADED_CARDS}.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\ncards:download failed: ${message}`);
    process.exit(1);
  },
);
