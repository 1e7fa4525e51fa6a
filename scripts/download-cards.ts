// `npm run cards:download`: fetches Scryfall's oracle_cards bulk file into data/oracle-cards.json
// (atomically, with data/oracle-cards.meta.json beside it), so the app runs offline from it.
import path from "node:path";
import { downloadBulkCards } from "@/lib/server/cards/bulk-download";
import { DEFAULT_BULK_FILE } from "@/lib/server/cards/select-source";
import { readConfig } from "@/lib/server/config";

async function main(): Promise<void> {
  const config = readConfig();
  const targetFile = path.resolve(DEFAULT_BULK_FILE);
  await downloadBulkCards({
    apiUrl: config.SCRYFALL_API_URL,
    targetFile,
    log: (line) => console.log(line),
    progress: (line) => process.stdout.write(line),
  });
  if (config.CARD_DATA) {
    console.log(`note: CARD_DATA=${config.CARD_DATA} is set, so the app reads that instead of ${DEFAULT_BULK_FILE}.`);
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
