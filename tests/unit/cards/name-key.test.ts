import { describe, expect, it } from "vitest";
import { foldName, splitNameKey } from "../../../lib/cards/name-key";

// The full fold, step by step, as foldName applies it to any name that is not plain ASCII.
function fullFold(name: string): string {
  return name
    .replace(/[Ææ]/g, "ae")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

describe("foldName", () => {
  it.each([
    ["Jötun Grunt", "jotun grunt"],
    ["Æther Vial", "aether vial"],
    ["Assassin’s Trophy", "assassin's trophy"],
    ["Assassin`s Trophy", "assassin's trophy"],
    ["  Lightning   Bolt\t", "lightning bolt"],
    ["Lightning\u00a0Bolt", "lightning bolt"],
    ["Fire // Ice", "fire // ice"],
    ["LIGHTNING BOLT", "lightning bolt"],
    ["", ""],
  ])("folds %j to %j", (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it("takes the plain-ASCII shortcut only where the full fold would give the same key", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    // Printable ASCII with the characters the full fold changes made common: spaces, backticks, tabs.
    const alphabet = [..." ` \t\nAbz'/-,:!~_"].concat(Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)));
    for (let attempt = 0; attempt < 5_000; attempt++) {
      const name = Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      expect(foldName(name), JSON.stringify(name)).toBe(fullFold(name));
    }
  });

  it("gives split names one key however the separator is typed", () => {
    expect(["Fire/Ice", "fire // ice", "Fire /// Ice", " Fire//Ice "].map(splitNameKey)).toEqual(Array(4).fill("fire // ice"));
  });
});
