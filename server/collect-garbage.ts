import "server-only";
// One full garbage collection, started once the card data is loaded (select-source.ts). Loading
// leaves its garbage behind: the file's text (an external string as large as the file), the parsed
// columns the cards were built from, Scryfall's objects. V8 collects the old generation only when it
// has grown enough again, which a quiet server may not do for hours, so the process kept 35-40 MB it
// no longer used (docs/performance.md, (h)). Started rather than run: V8 marks incrementally between
// requests, so the first check does not wait for it (a run-to-end collection takes about 70 ms).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "major"; execution: "async" }) => void;

/**
 * V8's gc() without starting Node with --expose-gc, which `next start` would need in NODE_OPTIONS: a
 * context made while the flag is on has it. Not the expose-gc package: it leaves the flag on and sets
 * a global gc for every module.
 */
function exposedCollect(): Collect {
  const existing = (globalThis as { gc?: Collect }).gc;
  if (existing) return existing;
  setFlagsFromString("--expose-gc");
  try {
    return runInNewContext("gc") as Collect;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}

/** Starts collecting what a load left behind; returns at once. */
export function collectLoadGarbage(): void {
  exposedCollect()({ type: "major", execution: "async" });
}
