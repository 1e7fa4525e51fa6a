// Where the shared corpus is: ../shared beside the clone, never in the repository. scryfall/ holds
// ~21,000 real Scryfall card objects, localized/ real printed names in six languages (docs/development.md, Tests).
// SHARED_CORPUS_DIR points elsewhere (a run can hide the corpus to check what runs without it).
// Without it, the tests that need it are skipped, and the run says so in one line.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The folder holding scryfall/ and localized/. */
export const SHARED_DIR = resolve(ROOT, process.env.SHARED_CORPUS_DIR ?? "../shared");
export const SHARED_CARDS_DIR = join(SHARED_DIR, "scryfall");
export const LOCALIZED_DIR = join(SHARED_DIR, "localized");

/** Whether the corpus is in place: both card files and the printed names. */
export const hasSharedCorpus = [
  join(SHARED_CARDS_DIR, "cards.json"),
  join(SHARED_CARDS_DIR, "cards-older.json"),
  join(LOCALIZED_DIR, "printed-names.jsonl"),
].every((file) => existsSync(file));

export const MISSING_CORPUS_LINE =
  `The shared card corpus is not at ${SHARED_DIR}: it belongs beside the clone, as ../shared ` +
  "(scryfall/ and localized/; docs/development.md, Tests). The tests that need it are skipped.";
