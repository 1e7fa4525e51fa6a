import { describe, expect, it } from "vitest";
import { cardOrHeadingNames, settleCardOrHeading } from "@/lib/decklist/card-or-heading";
import { parseAccounted } from "./accounted";
import { decklist } from "./fixture";

const LIST =
  "Mana Drain (1)\n3 Counterspell\nRamp (10)\nCounterspell (1)\nSideboard\nMana Drain (2)\nBurn (2)\n1 Lava Spike\n1 Opt";
const CARDS = new Set(["Mana Drain", "Counterspell"]);

describe("settleCardOrHeading", () => {
  it("asks card data about each card-or-heading name", () => {
    expect(cardOrHeadingNames(parseAccounted(LIST))).toEqual(["Mana Drain", "Counterspell", "Mana Drain", "Burn"]);
  });

  const sideboard = [
    { name: "Lava Spike", quantity: 1, lines: [8] },
    { name: "Opt", quantity: 1, lines: [9] },
  ];

  it("makes a known card's line a card, summed with its other lines in list order, and an unknown name over its count a heading", () => {
    const parsed = parseAccounted(LIST);
    expect(settleCardOrHeading(parsed, (name) => CARDS.has(name))).toEqual(
      decklist({
        main: [
          { name: "Mana Drain", quantity: 1, lines: [1] },
          { name: "Counterspell", quantity: 4, lines: [2, 4] },
        ],
        sideboard: [{ name: "Mana Drain", quantity: 2, lines: [6] }, ...sideboard],
      }),
    );
    expect(parsed.cardOrHeading).toHaveLength(4);
  });

  it("makes an unknown name a card when the cards under it do not add up to its count: no line vanishes", () => {
    expect(settleCardOrHeading(parseAccounted(LIST), () => false)).toEqual(
      decklist({
        main: [
          { name: "Mana Drain", quantity: 1, lines: [1] },
          { name: "Counterspell", quantity: 4, lines: [2, 4] },
        ],
        sideboard: [{ name: "Mana Drain", quantity: 2, lines: [6] }, ...sideboard],
      }),
    );
  });

  it.each([
    ["Lighting Bolt (4)", "Lighting Bolt", 4],
    ["稲萋 (4)", "稲萋", 4],
    ["Sol Rign (1)", "Sol Rign", 1],
  ])("keeps the misspelt %s as a card line for the lookup to report", (line, name, quantity) => {
    const parsed = parseAccounted(`4 Opt\n${line}\n56 Island`);
    expect(settleCardOrHeading(parsed, () => false).main).toEqual([
      { name: "Opt", quantity: 4, lines: [1] },
      { name, quantity, lines: [2] },
      { name: "Island", quantity: 56, lines: [3] },
    ]);
  });

  it("reads a heading when the list bears it out: the cards under it sum to its count", () => {
    const parsed = parseAccounted("Burn (3)\n2 Lava Spike\n1 Lightning Bolt\nBurn (2)\n1 Opt");
    expect(settleCardOrHeading(parsed, () => false).main).toEqual([
      { name: "Lava Spike", quantity: 2, lines: [2] },
      { name: "Lightning Bolt", quantity: 1, lines: [3] },
      { name: "Burn", quantity: 2, lines: [4] },
      { name: "Opt", quantity: 1, lines: [5] },
    ]);
  });
});
