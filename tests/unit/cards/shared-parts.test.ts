import { describe, expect, it } from "vitest";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { toCard } from "@/lib/cards/scryfall-card";
import { sharedCard } from "../../support/shared-cards";

describe("SharedCardParts", () => {
  it("codes a legality table one letter per format, in the order formats were first seen", () => {
    const parts = new SharedCardParts(["standard", "modern"]);
    expect(
      parts.legalityCode({ modern: "legal", standard: "not_legal", vintage: "restricted", legacy: "banned" }),
    ).toBe("nlrb");
    expect(parts.formats).toEqual(["standard", "modern", "vintage", "legacy"]);
    // A format the table lacks is "-"; none trail.
    expect(parts.legalityCode({ vintage: "legal" })).toBe("--l");
    expect(parts.legalityCode({})).toBe("");
  });

  it("gives back an equal table for a code, the same frozen object every time", () => {
    const parts = new SharedCardParts();
    const bolt = toCard(sharedCard("Lightning Bolt")).legalities;
    const table = parts.legalities(parts.legalityCode(bolt));
    expect(table).toEqual(bolt);
    expect(parts.legalities(parts.legalityCode({ ...bolt }))).toBe(table);
    expect(Object.isFrozen(table)).toBe(true);
  });

  it("shares equal legality tables, layouts and type lines between the cards toCard makes with it", () => {
    const parts = new SharedCardParts();
    const [island, otherIsland] = [toCard(sharedCard("Island"), parts), toCard(sharedCard("Island"), parts)];
    expect(island).toEqual(toCard(sharedCard("Island")));
    expect(island.legalities).toBe(otherIsland.legalities);
    expect(island.faces[0]?.typeLine).toBe(parts.text(`Basic Land — ${"Island"}`));
  });

  it("counts a value other than Scryfall's four legalities as absent", () => {
    const parts = new SharedCardParts(["standard"]);
    expect(parts.legalityCode({ modern: "legal", future: "soon", vintage: undefined, legacy: "banned" })).toBe("-lb");
    expect(parts.formats).toEqual(["standard", "modern", "legacy"]);
  });
});
