// Which test files need the shared corpus: those that import, directly or through other test modules,
// one of its two readers. vitest.config.ts leaves them out of a run without the corpus, so a new test
// on the corpus is skipped there with no mark of its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The modules that read ../shared (tests/support/shared-corpus.mjs says where it is). */
export const CORPUS_READERS = ["tests/support/shared-cards.ts", "tests/support/localized-cards.ts"];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts"];

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The files of `root` that `file` imports by a relative or "@/" path. */
function importsOf(root, file) {
  const files = [];
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (!specifier.startsWith(".") && !specifier.startsWith("@/")) continue;
    const base = specifier.startsWith("@/") ? join(root, specifier.slice(2)) : resolve(dirname(file), specifier);
    const found = EXTENSIONS.map((extension) => base + extension).find(isFile);
    if (found) files.push(found);
  }
  return files;
}

/** The test files (`*.test.ts`, `*.test.tsx`, `*.test.mjs`) under `folders` of `root` that reach a corpus reader, relative to `root`. */
export function testsNeedingCorpus(root, folders) {
  const testFiles = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true })
      .filter((file) => /\.test\.(?:tsx?|mjs)$/.test(file))
      .map((file) => join(folder, file)),
  );
  const readers = new Set(CORPUS_READERS.map((reader) => join(root, reader)));
  const tests = join(root, "tests");
  const memo = new Map();
  const reaches = (file) => {
    if (readers.has(file)) return true;
    if (memo.has(file)) return memo.get(file);
    memo.set(file, false); // an import cycle ends here
    // lib/ and scripts/ never read the corpus: only the test tree is followed.
    const found = importsOf(root, file).some((imported) => imported.startsWith(tests) && reaches(imported));
    memo.set(file, found);
    return found;
  };
  return testFiles.filter((file) => reaches(join(root, file))).map((file) => relative(root, join(root, file)));
}
