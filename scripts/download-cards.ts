// `npm run cards:download`: fetches Scryfall's oracle_cards bulk file and keeps it, atomically, as the
// compact card file data/oracle-cards.compact.json, so the app runs offline from it.
// `npm run cards:download -- --data-dir <folder>` writes into another folder (start the app with CARD_DATA=<folder>).
// `npm run cards:download -- --languages ja,es` (or `all`) also streams all_cards and keeps those
// languages' printed names and every printing's set and number (docs/card-data.md, Sources).
import path from "node:path";
import { parseArgs } from "node:util";
import { metadataPathFor } from "@/server/cards/bulk-file";
import { downloadBulkCards } from "@/server/cards/bulk-download";
import type { Languages } from "@/server/cards/printed-names-download";
import { DOWNLOADED_CARDS, EARLIER_DOWNLOAD } from "@/server/cards/select-source";
import { readConfig } from "@/server/config";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "data-dir": { type: "string" }, languages: { type: "string" } } });
  const languages = readLanguages(values.languages);
  const config = readConfig();
  const inDataDir = (file: string) => path.resolve(values["data-dir"] ?? path.dirname(file), path.basename(file));
  const earlierDownload = inDataDir(EARLIER_DOWNLOAD);
  await downloadBulkCards({
    apiUrl: config.SCRYFALL_API_URL,
    targetFile: inDataDir(DOWNLOADED_CARDS),
    replaces: [earlierDownload, metadataPathFor(earlierDownload)],
    ...(languages && { languages }),
    log: (line) => console.log(line),
    progress: (line) => process.stdout.write(line),
  });
  if (config.CARD_DATA) {
    console.log(`note: CARD_DATA=${config.CARD_DATA} is set, so the app reads that instead of ${DOWNLOADED_CARDS}.`);
  }
}

/** "ja, es" → ["ja", "es"]; "all" → every language; absent → English only, as before. */
function readLanguages(value: string | undefined): Languages | undefined {
  if (value === undefined) return undefined;
  const codes = value
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  if (codes.includes("all")) return "all";
  const bad = codes.find((code) => !/^[a-z]{2,3}$/.test(code));
  if (bad !== undefined || codes.length === 0)
    throw new Error(
      `--languages takes Scryfall's language codes (ja,es,it,fr,de,pt,ko,ru,zhs,zht,…) or all, not ${JSON.stringify(value)}`,
    );
  return codes;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\ncards:download failed: ${message}`);
    process.exit(1);
  },
);
