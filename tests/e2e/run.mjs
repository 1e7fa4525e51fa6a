// Runs the e2e files in one process (npm run test:e2e): each file is a suite of its own, and the
// servers startApp starts and the Chromium launchBrowser opens are shared across files (harness.mjs),
// so a run boots one server per distinct configuration and one browser. Arguments narrow the run to
// the files whose names contain them: `npm run test:e2e -- organizer cards`.
import { readdirSync } from "node:fs";
import { after, describe } from "node:test";
import { MISSING_CORPUS_LINE } from "../support/shared-corpus.mjs";
import { closeShared, hasSharedCorpus, shareAcrossFiles } from "./harness.mjs";

const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".test.mjs"))
  .filter((file) => wanted.length === 0 || wanted.some((part) => file.includes(part)))
  .sort();

if (!hasSharedCorpus) console.warn(MISSING_CORPUS_LINE);
shareAcrossFiles();
for (const file of files) describe(file, async () => void (await import(`./${file}`)));
after(closeShared);
