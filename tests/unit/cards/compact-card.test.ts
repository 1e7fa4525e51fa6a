import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/cards/card";
import { fromCompactCards, toCompactCards, type CompactCards } from "@/lib/cards/compact-card";
import { toCard } from "@/lib/cards/scryfall-card";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { allSharedCards, sharedCard } from "../../support/shared-cards";

const card = (name: string): Card => toCard(sharedCard(name));

/** `cards` through compact columns and JSON, as the card file holds them, and back. */
function roundTrip(cards: readonly Card[]) {
  const parts = new SharedCardParts();
  const columns = JSON.parse(JSON.stringify(toCompactCards(cards, parts))) as Record<string, unknown>;
  return fromCompactCards(columns, cards.length, new SharedCardParts(parts.formats));
}

describe("compact cards", () => {
  it("give back every card of the shared corpus as it was: split, modal, flip, meld and reversible cards, flavor names, own copy limits", () => {
    const cards = allSharedCards().map((raw) => toCard(raw));
    expect(roundTrip(cards)).toEqual({ cards });
    expect(cards.some((each) => each.otherNames.length > 0)).toBe(true);
    expect(cards.some((each) => each.ownCopyLimit !== null)).toBe(true);
    expect(cards.some((each) => each.gameChanger)).toBe(true);
    expect(cards.some((each) => each.commander?.pairings.length)).toBe(true);
    expect(cards.some((each) => each.colorIdentity === "WUBRG")).toBe(true);
  });

  it("keep Game Changers and commander texts only for the cards that have them", () => {
    const columns = toCompactCards(
      [card("Lightning Bolt"), card("Rhystic Study"), card("Amy Pond")],
      new SharedCardParts(),
    );
    expect(columns.colorIdentities).toEqual(["R", "U", "R"]);
    expect(columns.gameChangers).toEqual([1]);
    expect(columns.commanderTexts).toEqual([
      [
        2,
        {
          canBeCommander: false,
          pairings: [{ kind: "partner-with", name: "Rory Williams" }, { kind: "doctors-companion" }],
        },
      ],
    ]);
  });

  it("list shared type lines and legality tables once, a single face named like the card by its type line alone, and other names only where a card has them", () => {
    const columns = toCompactCards([card("Lightning Bolt"), card("Fire // Ice"), card("Opt")], new SharedCardParts());
    expect(columns.typeLines).toEqual(["Instant"]);
    expect(columns.faces).toEqual([0, ["Fire", 0, "Ice", 0], 0]);
    expect(columns.legalityCodes.length).toBe(new Set(columns.legalities).size);
    expect(columns.otherNames).toEqual([]);
  });

  it("keep each face's mana cost, and both images of a double-faced card", () => {
    const [researcher, fireIce] = [card("Aberrant Researcher // Perfected Form"), card("Fire // Ice")];
    expect(researcher?.faces.map((face) => face.manaCost)).toEqual(["{3}{U}", ""]);
    expect(researcher?.faces.every((face) => face.imageUrl?.startsWith("https://cards.scryfall.io/"))).toBe(true);
    expect(fireIce?.faces.map((face) => [face.manaCost, face.imageUrl])).toEqual([
      ["{1}{R}", undefined],
      ["{1}{U}", undefined],
    ]);
    const columns = toCompactCards([researcher, fireIce], new SharedCardParts());
    expect(columns.manaCosts).toEqual(["{3}{U} // ", "{1}{R} // {1}{U}"]);
    expect(columns.faceImages?.map(([index, urls]) => [index, urls.length])).toEqual([[0, 2]]);
    expect(roundTrip([researcher, fireIce])).toEqual({ cards: [researcher, fireIce] });
  });

  it("keep each face's Oracle text: a string for one face, a list for several", () => {
    const cards = [card("Lightning Bolt"), card("Fire // Ice"), card("Island")];
    const columns = toCompactCards(cards, new SharedCardParts());
    expect(columns.oracleTexts).toEqual([
      "Lightning Bolt deals 3 damage to any target.",
      ["Fire deals 2 damage divided as you choose among one or two targets.", "Tap target permanent.\nDraw a card."],
      "({T}: Add {U}.)",
    ]);
    expect(roundTrip(cards)).toEqual({ cards });
  });

  const good = (): CompactCards => ({
    legalityCodes: ["nl"],
    typeLines: ["Instant"],
    oracleIds: ["4457ed35-7c10-48c8-9776-456485fdf070"],
    names: ["Lightning Bolt"],
    layouts: ["normal"],
    faces: [0],
    legalities: [0],
    ownCopyLimits: [null],
    imageUrls: ["https://cards.scryfall.io/bolt.jpg"],
    scryfallUrls: [null],
    otherNames: [],
    colorIdentities: ["R"],
    gameChangers: [],
    commanderTexts: [],
  });
  const parts = () => new SharedCardParts(["standard", "modern"]);
  const read = (change: Partial<Record<keyof CompactCards, unknown>>) =>
    fromCompactCards({ ...good(), ...change }, 1, parts());

  it("read a well-formed column set", () => {
    expect(read({})).toEqual({
      cards: [
        expect.objectContaining({
          name: "Lightning Bolt",
          faces: [{ name: "Lightning Bolt", typeLine: "Instant" }],
          legalities: { standard: "not_legal", modern: "legal" },
        }),
      ],
    });
  });

  it("read a file written before mana costs and face images were kept: faces without them", () => {
    const read = fromCompactCards(
      { ...good(), manaCosts: undefined, faceImages: undefined, oracleTexts: undefined },
      1,
      parts(),
    );
    expect(read).toEqual({
      cards: [expect.objectContaining({ faces: [{ name: "Lightning Bolt", typeLine: "Instant" }] })],
    });
  });

  it.each([
    {
      damage: "mana costs of another length",
      change: { manaCosts: ["{R}", "{U}"] },
      message: "its manaCosts column is damaged",
    },
    {
      damage: "an Oracle text that is not text",
      change: { oracleTexts: [7] },
      message: "its oracleTexts column is damaged",
    },
    {
      damage: "a face image that is not text",
      change: { faceImages: [[0, [7]]] },
      message: "its faceImages column is damaged",
    },
    { damage: "a missing column", change: { names: undefined }, message: "its names column does not hold 1 values" },
    {
      damage: "a column of another length",
      change: { oracleIds: ["a", "b"] },
      message: "its oracleIds column does not hold 1 values",
    },
    { damage: "a numeric name", change: { names: [7] }, message: "card 1 of 1 has a damaged names value" },
    {
      damage: "faces of odd length",
      change: { faces: [["Fire", 0, "Ice"]] },
      message: "card 1 of 1 has a damaged faces value",
    },
    { damage: "no faces", change: { faces: [[]] }, message: "card 1 of 1 has a damaged faces value" },
    {
      damage: "a type line that is not listed",
      change: { faces: [1] },
      message: "card 1 of 1 has a damaged faces value",
    },
    {
      damage: "a legality table that is not listed",
      change: { legalities: [1] },
      message: "card 1 of 1 has a damaged legalities value",
    },
    {
      damage: "a legality letter that means nothing",
      change: { legalityCodes: ["lx"] },
      message: "its legalityCodes are damaged",
    },
    {
      damage: "more legality letters than formats",
      change: { legalityCodes: ["lll"] },
      message: "its legalityCodes are damaged",
    },
    { damage: "a numeric type line", change: { typeLines: [5] }, message: "its typeLines are damaged" },
    {
      damage: "a copy limit of zero",
      change: { ownCopyLimits: [0] },
      message: "card 1 of 1 has a damaged ownCopyLimits value",
    },
    {
      damage: "a copy limit in words",
      change: { ownCopyLimits: ["four"] },
      message: "card 1 of 1 has a damaged ownCopyLimits value",
    },
    { damage: "a numeric image URL", change: { imageUrls: [1] }, message: "card 1 of 1 has a damaged imageUrls value" },
    {
      damage: "another name for a card that is not there",
      change: { otherNames: [[1, "Flavor"]] },
      message: "its otherNames column is damaged",
    },
    {
      damage: "a colour that is no colour",
      change: { colorIdentities: ["X"] },
      message: "card 1 of 1 has a damaged colorIdentities value",
    },
    {
      damage: "colours out of WUBRG order",
      change: { colorIdentities: ["UW"] },
      message: "card 1 of 1 has a damaged colorIdentities value",
    },
    {
      damage: "a Game Changer that is not there",
      change: { gameChangers: [3] },
      message: "its gameChangers column is damaged",
    },
    {
      damage: "a pairing of an unknown kind",
      change: { commanderTexts: [[0, { canBeCommander: false, pairings: [{ kind: "best friends" }] }]] },
      message: "its commanderTexts column is damaged",
    },
  ])("say what is damaged: $damage", ({ change, message }) => {
    expect(read(change)).toEqual({ damaged: message });
  });
});
