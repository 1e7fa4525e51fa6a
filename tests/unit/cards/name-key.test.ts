import { describe, expect, it } from "vitest";
import { foldAnyName, foldName, nameKey } from "@/lib/cards/name-key";

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
  ])("folds %j to %j, with or without the plain-ASCII shortcut", (name, folded) => {
    expect(foldName(name)).toBe(folded);
    expect(foldAnyName(name)).toBe(folded);
  });

  it("takes the plain-ASCII shortcut only where the full fold would give the same key", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    // Printable ASCII with the characters the full fold changes made common: spaces, backticks, tabs.
    const alphabet = [..." ` \t\nAbz'/-,:!~_"].concat(
      Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
    );
    for (let attempt = 0; attempt < 5_000; attempt++) {
      const name = Array.from(
        { length: Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
      expect(foldName(name), JSON.stringify(name)).toBe(foldAnyName(name));
    }
  });

  it("gives split names one key however the separator is typed", () => {
    expect(["Fire/Ice", "fire // ice", "Fire /// Ice", " Fire//Ice "].map(nameKey)).toEqual(
      Array(4).fill("fire // ice"),
    );
  });
});
