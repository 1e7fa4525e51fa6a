import { configDefaults, defineConfig } from "vitest/config";
import { testsNeedingCorpus } from "./tests/support/needs-corpus.mjs";
import { MISSING_CORPUS_LINE, hasSharedCorpus } from "./tests/support/shared-corpus.mjs";

const root = new URL(".", import.meta.url).pathname;

// Without the shared corpus beside the clone, the test files that need it are left out, in one line.
const needCorpus = hasSharedCorpus ? [] : testsNeedingCorpus(root, ["tests/unit", "tests/integration"]);
if (needCorpus.length > 0) console.warn(`${MISSING_CORPUS_LINE} (${needCorpus.length} test files)`);

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...needCorpus],
    environment: "node",
    // Files share a worker's modules: the corpus and the imports load once per worker, not once per file
    // (tests/support/fresh-globals.ts resets what a file leaves in the process).
    isolate: false,
    testTimeout: 20_000,
    // A beforeAll that loads the whole corpus (54 MB of JSON) takes seconds on a busy 2-core machine.
    hookTimeout: 30_000,
    // Every test removes the temporary files it makes; the run checks that none is left.
    globalSetup: ["tests/support/temp-folder.ts"],
    setupFiles: ["tests/support/remove-temporary-folders.ts", "tests/support/fresh-globals.ts"],
    // next-intl's ESM imports "next/server" without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-intl"] } },
  },
  resolve: {
    alias: {
      "@/": root,
      "server-only": root + "tests/stubs/server-only.ts",
    },
  },
});
