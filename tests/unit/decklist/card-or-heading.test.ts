import { describe, expect, it } from "vitest";
import { cardOrHeadingNames, settleCardOrHeading } from "@/lib/decklist/card-or-heading";
import { parseAccounted } from "./accounted";
import { decklist } from "./fixture";

const LIST = "Mana Drain (1)\n3 Counterspell\nRamp (10)\nCounterspell (1)\nSideboard\nMana Drain (2)";
const CARDS = new Set(["Mana Drain", "Counterspell"]);

describe("settleCardOrHeading", () => {
  it("asks card data about each card-or-heading name", () => {
    expect(cardOrHeadingNames(parseAccounted(LIST))).toEqual(["Mana Drain", "Ramp", "Counterspell", "Mana Drain"]);
  });

  it("makes a known card's line a card, summed with its other lines in list order, and an unknown name a heading", () => {
    const parsed = parseAccounted(LIST);
    expect(settleCardOrHeading(parsed, (name) => CARDS.has(name))).toEqual(
      decklist({
        main: [
          { name: "Mana Drain", quantity: 1, lines: [1] },
          { name: "Counterspell", quantity: 4, lines: [2, 4] },
        ],
        sideboard: [{ name: "Mana Drain", quantity: 2, lines: [6] }],
      }),
    );
    expect(parsed.cardOrHeading).toHaveLength(4);
  });

  it("reads every such line as a heading when card data knows none of them", () => {
    expect(settleCardOrHeading(parseAccounted(LIST), () => false)).toEqual(
      decklist({ main: [{ name: "Counterspell", quantity: 3, lines: [2] }] }),
    );
  });
});
