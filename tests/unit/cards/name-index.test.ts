// The suggestion index over every name the all-languages data holds: more than 65,536 names, so its
// postings span several 16-bit blocks (lib/cards/name-index.ts), and the banded edit distance that
// ranks them (lib/cards/suggest.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { NameIndex } from "@/lib/cards/name-index";
import { foldName } from "@/lib/cards/name-key";
import { editDistance } from "@/lib/cards/suggest";
import { LOCALIZED_DIR, SHARED_CARDS_DIR, hasSharedCorpus } from "../../support/shared-corpus.mjs";

/** Optimal string alignment distance over the whole matrix: what the banded one must equal within its ceiling. */
function fullDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  return rows[a.length]![b.length]!;
}

describe("editDistance", () => {
  const pairs = [
    ["thoughtsieze", "thoughtseize"],
    ["lightnig bolt", "lightning bolt"],
    ["sheoldred, the apocalyspe", "sheoldred, the apocalypse"],
    ["counterspel", "counterspell"],
    ["brainstrom", "brainstorm"],
    ["relampago", "relâmpago"],
    ["稲妻妻", "稲妻"],
    ["fire // ice", "ice // fire"],
    ["opt", "lightning bolt"],
  ] as const;

  it.each(pairs)("%j to %j is the full matrix's distance within every ceiling, else Infinity", (a, b) => {
    const distance = fullDistance(a, b);
    for (let ceiling = 1; ceiling <= 6; ceiling++) {
      expect(editDistance(a, b, ceiling)).toBe(distance <= ceiling ? distance : Infinity);
      expect(editDistance(b, a, ceiling)).toBe(distance <= ceiling ? distance : Infinity);
    }
  });
});

describe.skipIf(!hasSharedCorpus)("NameIndex over every English and printed name of ../shared", () => {
  // Read in beforeAll, not while vitest collects the file: a run without ../shared skips this block.
  let names: Set<string>;
  let index: NameIndex;
  beforeAll(() => {
    const english = (
      JSON.parse(readFileSync(path.join(SHARED_CARDS_DIR, "cards.json"), "utf8")) as { name: string }[]
    ).map((card) => card.name);
    const printed = readFileSync(path.join(LOCALIZED_DIR, "printed-names.jsonl"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => (JSON.parse(line) as { printed_name: string }).printed_name);
    names = new Set([...english, ...printed].map(foldName));
    index = new NameIndex(names);
  });

  it("holds more names than one 16-bit block of postings", () => {
    expect(index.size).toBeGreaterThan(65_536);
  });

  // Short names have low numbers (the first block), long ones high numbers (the last).
  it.each([
    ["shock", "shok"],
    ["lightning bolt", "lightnig bolt"],
    ["thoughtseize", "thoughtsieze"],
    ["sheoldred, the apocalypse", "sheoldred, the apocalyspe"],
    ["blitzschlag", "blitzschalg"],
    ["relampago", "relampgo"],
    ["稲妻", "稲妻妻"],
    ["asmoranomardicadaistinaculdacar", "asmoranomardicadaistinaculdaccar"],
    ["birgi, god of storytelling // harnfel, horn of bounty", "birgi, god of storytelling // harnfel, horn of bouny"],
  ])("suggests %j first for %j", (name, typed) => {
    expect(names.has(name)).toBe(true);
    expect(index.closest(typed, 5)[0]).toBe(name);
  });
});
