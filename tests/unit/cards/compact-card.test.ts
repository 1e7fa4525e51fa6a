import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/cards/card";
import { fromCompactCard, toCompactCard } from "@/lib/cards/compact-card";
import { toCard } from "@/lib/cards/scryfall-card";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { allSharedCards, sharedCard } from "../../fixtures/scryfall/shared-cards";

const card = (name: string): Card => toCard(sharedCard(name));

describe("compact cards", () => {
  it.each([
    ["a single face", "Lightning Bolt"],
    ["a split card", "Fire // Ice"],
    ["a modal double-faced card", "Valakut Awakening // Valakut Stoneforge"],
    ["a flip card", "Akki Lavarunner // Tok-Tok, Volcano Born"],
    ["a card with an own copy limit", "Nazgûl"],
    ["an Alchemy card", "A-The One Ring"],
  ])("give back %s as it was (%s)", (_, name) => {
    const parts = new SharedCardParts();
    const row = JSON.parse(JSON.stringify(toCompactCard(card(name), parts))) as unknown;
    expect(fromCompactCard(row, parts)).toEqual(card(name));
  });

  it("give back every card of the shared corpus, flavor names and reversible cards included", () => {
    const parts = new SharedCardParts();
    const cards = allSharedCards().map((raw) => toCard(raw));
    const rows = JSON.parse(JSON.stringify(cards.map((each) => toCompactCard(each, parts)))) as unknown[];
    expect(rows.map((row) => fromCompactCard(row, new SharedCardParts(parts.formats)))).toEqual(cards);
    expect(cards.some((each) => each.otherNames.length > 0)).toBe(true);
  });

  it("store a single face named like the card as its type line alone", () => {
    expect(toCompactCard(card("Lightning Bolt"), new SharedCardParts())[3]).toBe("Instant");
    expect(toCompactCard(card("Fire // Ice"), new SharedCardParts())[3]).toEqual(["Fire", "Instant", "Ice", "Instant"]);
  });

  const parts = new SharedCardParts(["standard", "modern"]);
  const good = ["4457ed35-7c10-48c8-9776-456485fdf070", "Lightning Bolt", "normal", "Instant", "nl", null, "https://cards.scryfall.io/bolt.jpg", null];
  const withField = (index: number, value: unknown) => good.map((field, at) => (at === index ? value : field));
  it.each([
    ["not a list", { name: "Lightning Bolt" }],
    ["too short", good.slice(0, 7)],
    ["a numeric name", withField(1, 7)],
    ["faces of odd length", withField(3, ["Fire", "Instant", "Ice"])],
    ["no faces", withField(3, [])],
    ["a legality letter that means nothing", withField(4, "lx")],
    ["more legality letters than formats", withField(4, "lll")],
    ["a copy limit of zero", withField(5, 0)],
    ["a copy limit in words", withField(5, "four")],
    ["a numeric image URL", withField(6, 1)],
    ["a numeric other name", [...good, 3]],
  ])("refuse a row that is %s", (_, row) => {
    expect(fromCompactCard(good, parts)).not.toBeNull();
    expect(fromCompactCard(row, parts)).toBeNull();
  });
});
