// Temporary folders for tests, each removed after its test file (tests/support/remove-temporary-folders.ts,
// a vitest setup file), whether its tests pass or fail.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new empty folder named `2hg-<what>-…` in the system's temporary folder. */
export function temporaryFolder(what: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `2hg-${what}-`));
  made.push(folder);
  return folder;
}

export function removeTemporaryFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
