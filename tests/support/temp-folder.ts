// Vitest's global setup: the run gets one temporary folder of its own, which every test's mkdtemp
// lands in (TMPDIR, read by os.tmpdir() in every worker); at the end, whatever a test left there (a 2hg-…
// folder) fails the run, naming it, and the folder is removed either way. A test removes what it makes, even when
// it fails (docs/development.md, Tests).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "2hg-vitest-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    // Ours are named 2hg-…; tools a test runs keep caches of their own here too (tsx-0), removed with the folder.
    const left = readdirSync(folder).filter((name) => name.startsWith("2hg-"));
    rmSync(folder, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    if (left.length === 0) return;
    // An error thrown here is only printed: the exit code is what CI reads.
    console.error(`tests left ${left.length} temporary file(s) behind: ${left.sort().join(", ")}`);
    process.exitCode = 1;
  };
}
