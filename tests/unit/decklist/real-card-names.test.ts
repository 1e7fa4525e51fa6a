import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeCardName } from "@/lib/decklist/card-name";
import { SHARED_CARDS_DIR, hasSharedCorpus } from "../../support/shared-corpus.mjs";
import { parseAccounted } from "./accounted";

// Never legal in a sanctioned deck, and shaped like a quantity or a set code: "1996 World Champion",
// "Jakub Šlemr Bio (1999)", "_____", and Unstable's "X" ("4 X (C21) 263" reads as "4 x (C21) 263").
const UNREADABLE = /^\d+ |\(\d+\)$|^[^\p{L}]*$|^X$/u;

function realCardNames(): string[] {
  const names = new Set<string>();
  for (const file of ["cards.json", "cards-older.json"]) {
    const cards = JSON.parse(readFileSync(path.join(SHARED_CARDS_DIR, file), "utf8")) as {
      name: string;
      card_faces?: { name: string }[];
    }[];
    for (const card of cards) {
      names.add(card.name);
      for (const face of card.card_faces ?? []) names.add(face.name);
    }
  }
  return [...names].filter((name) => !UNREADABLE.test(name));
}

describe.skipIf(!hasSharedCorpus)("every real card name in ../shared/scryfall", () => {
  it("reads back as itself, 4 copies, main, from every export shape", () => {
    // Each shape stacks the annotations of one exporter, so a name that confuses any of them shows up.
    const shapes = [
      (name: string) => `4x ${name} (mh2) 12a *F* [Ramp,Land] ^Have,#37d67a^`,
      (name: string) => `4 ${name} (C21) 263 *F* #!Ramp #Card Advantage`,
      (name: string) => `4 [M14:3] ${name}|M14|1`,
      (name: string) => `4 ${name} <254> [THB] (F)`,
      (name: string) => `${name} x4`,
    ];
    const failures: string[] = [];
    for (const name of realCardNames()) {
      const expected = normalizeCardName(name);
      const bare = parseAccounted(name).main;
      if (bare.length !== 1 || bare[0]?.name !== expected || bare[0].quantity !== 1) failures.push(name);
      for (const shape of shapes) {
        const main = parseAccounted(shape(name)).main;
        if (main.length !== 1 || main[0]?.name !== expected || main[0].quantity !== 4) failures.push(shape(name));
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
