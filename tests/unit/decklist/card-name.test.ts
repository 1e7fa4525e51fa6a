import { describe, expect, it } from "vitest";
import { nameKey } from "@/lib/cards/name-key";
import { cardNameProblem, normalizeCardName } from "@/lib/decklist/card-name";

describe("normalizeCardName", () => {
  it.each([
    ["Fire/Ice", "Fire // Ice"],
    ["Fire//Ice", "Fire // Ice"],
    ["Fire / Ice", "Fire // Ice"],
    ["Fire /// Ice", "Fire // Ice"],
    ["Commit /// Memory", "Commit // Memory"],
    ["Who/What/When/Where/Why", "Who // What // When // Where // Why"],
  ])("writes the split separator of %s as %s", (input, expected) => {
    expect(normalizeCardName(input)).toBe(expected);
  });

  it("keeps any name with one bare slash after a 'Word: ' prefix whole, as Summon: Choco/Mog", () => {
    expect(normalizeCardName("Summon: Choco/Mog")).toBe("Summon: Choco/Mog");
    expect(normalizeCardName("Circle of Protection: Red/Blue")).toBe("Circle of Protection: Red/Blue");
  });

  it("still normalises a spaced or doubled slash after a colon", () => {
    expect(normalizeCardName("Summon: Choco // Mog")).toBe("Summon: Choco // Mog");
    expect(normalizeCardName("Summon: Choco / Mog")).toBe("Summon: Choco // Mog");
  });

  it("writes SP//dr, Piloted by Peni with a spaced separator (card lookup matches either spelling)", () => {
    expect(normalizeCardName("SP//dr, Piloted by Peni")).toBe("SP // dr, Piloted by Peni");
  });

  it("leaves a slash at either end alone", () => {
    expect(normalizeCardName("Fire/")).toBe("Fire/");
  });

  it("straightens quotes and keeps accents, case and Æ", () => {
    expect(normalizeCardName("Urza’s Saga")).toBe("Urza's Saga");
    expect(normalizeCardName("Æther Vial")).toBe("Æther Vial");
    expect(normalizeCardName("jötun grunt")).toBe("jötun grunt");
  });
});

describe("nameKey, under which the parser sums lines", () => {
  it("matches names that differ only in case, Unicode composition, accents or width", () => {
    expect(nameKey("Lightning Bolt")).toBe(nameKey("LIGHTNING BOLT"));
    expect(nameKey("Lim-D\u00FBl's Vault")).toBe(nameKey("Lim-Du\u0302l's Vault"));
    expect(nameKey("Jötun Grunt")).toBe(nameKey("Jotun Grunt"));
    expect(nameKey("Ｌｉｇｈｔｎｉｎｇ Ｂｏｌｔ")).toBe(nameKey("Lightning Bolt"));
  });
});

describe("cardNameProblem", () => {
  it("accepts any name with a letter", () => {
    expect(cardNameProblem("+2 Mace")).toBeNull();
    expect(cardNameProblem("@#$NOT A REAL CARD NAME@#$")).toBeNull();
  });

  it("rejects an empty name, a name without letters and a link", () => {
    expect(cardNameProblem("")).toEqual({ code: "no-card-name" });
    expect(cardNameProblem("----")).toEqual({ code: "no-letters" });
    expect(cardNameProblem("see https://example.com")).toEqual({ code: "link" });
  });
});
