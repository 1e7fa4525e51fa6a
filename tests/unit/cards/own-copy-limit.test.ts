import { describe, expect, it } from "vitest";
import { ownCopyLimitOf } from "@/lib/cards/own-copy-limit";
import { toCard } from "@/lib/cards/scryfall-card";
import { allSharedCards } from "../../support/shared-cards";

const cardNamed = (name: string) => {
  const raw = allSharedCards().find((card) => card.name === name);
  if (!raw) throw new Error(`no card named ${name} in the shared corpus`);
  return toCard(raw);
};

describe("ownCopyLimitOf: what a card's Oracle text says about copies in a deck (MTR 6.1)", () => {
  it.each([
    ["Relentless Rats", "any"],
    ["Shadowborn Apostle", "any"],
    ["Dragon's Approach", "any"],
    ["Seven Dwarves", 7],
    ["Nazgûl", 9],
    ["Once More with Feeling", 1],
    ["Lightning Bolt", null],
    ["Fire // Ice", null],
  ] as const)("reads %s's text as %j", (name, limit) => {
    expect(cardNamed(name).ownCopyLimit).toBe(limit);
  });

  it("finds a limit in every real card whose text sets one, and in no other", () => {
    const cards = allSharedCards().filter((card) => card.lang === "en");
    const withLimit = cards.filter((card) => toCard(card).ownCopyLimit !== null).map((card) => card.name);
    const sayingSo = cards
      .filter((card) => /A deck can have/.test(JSON.stringify(card.oracle_text ?? card.card_faces)))
      .map((card) => card.name);
    expect(withLimit.sort()).toEqual(sayingSo.sort());
  });

  it("reads the text of every face, and words or digits", () => {
    expect(ownCopyLimitOf(["Front face.", "A deck can have up to twenty cards named Back."])).toBe(20);
    expect(ownCopyLimitOf(["A deck can have up to 12 cards named Test."])).toBe(12);
    expect(ownCopyLimitOf(["A deck can have up to many cards named Test."])).toBeNull();
  });
});
