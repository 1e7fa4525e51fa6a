import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/routing";
import { createTranslator } from "next-intl";
import { describeManaCost, manaWords, parseManaCost, rulesTextLines } from "@/app/_lib/ui/mana-cost";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { sharedCard } from "../../../support/shared-cards";

const wordsIn = (locale: Locale, messages: typeof en) =>
  manaWords(createTranslator({ locale, messages, namespace: "cards.mana" }) as never);
const read = (cost: string, words = wordsIn("en", en)) => describeManaCost(parseManaCost(cost), words);
const costOf = (name: string) => String(sharedCard(name).mana_cost);

describe("mana costs", () => {
  it("read real cards' costs as words, generic first, each coloured symbol by its colour", () => {
    expect(read(costOf("Counterspell"))).toBe("blue, blue");
    expect(read(costOf("Lightning Bolt"))).toBe("red");
    expect(read("{2}{U}")).toBe("2 generic, blue");
    expect(read("{X}{R}{R}")).toBe("X, red, red");
  });

  it("read hybrid, monocoloured hybrid, Phyrexian and snow symbols", () => {
    expect(read("{W/U}{2/B}")).toBe("white or blue, 2 generic or black");
    expect(read("{G/P}{G/W/P}")).toBe("Phyrexian green, Phyrexian green or white");
    expect(read("{S}{C}")).toBe("snow, colorless");
  });

  it("read in the reader's language", () => {
    expect(read("{2}{U}{W/P}", wordsIn("ja", ja as typeof en))).toBe("不特定マナ2、青、ファイレクシア白");
  });

  it("give each symbol mana-font's class, and none to a symbol the font lacks, which keeps its text", () => {
    expect(parseManaCost("{2}{W/U}{U/P}{1000000}").map((symbol) => symbol.className)).toEqual([
      "ms-2",
      "ms-wu",
      "ms-up",
      null,
    ]);
    expect(read("{1000000}")).toBe("{1000000}");
  });

  it("read a split card's cost face by face, without the separator", () => {
    expect(parseManaCost("{1}{R} // {1}{U}").map((symbol) => symbol.className)).toEqual([
      "ms-1",
      "ms-r",
      "ms-1",
      "ms-u",
    ]);
    expect(read("")).toBe("");
  });
});

describe("rulesTextLines", () => {
  it("splits Island's Oracle text into words and its symbols", () => {
    expect(rulesTextLines("({T}: Add {U}.)")).toEqual([
      [
        { kind: "text", text: "(" },
        { kind: "symbol", text: "{T}" },
        { kind: "text", text: ": Add " },
        { kind: "symbol", text: "{U}" },
        { kind: "text", text: ".)" },
      ],
    ]);
  });

  it("keeps each line of Ice's text apart, and Lightning Bolt's text whole", () => {
    expect(rulesTextLines("Tap target permanent.\nDraw a card.")).toEqual([
      [{ kind: "text", text: "Tap target permanent." }],
      [{ kind: "text", text: "Draw a card." }],
    ]);
    expect(rulesTextLines("Lightning Bolt deals 3 damage to any target.")).toEqual([
      [{ kind: "text", text: "Lightning Bolt deals 3 damage to any target." }],
    ]);
  });

  it("gives no line for a card without text", () => {
    expect(rulesTextLines("")).toEqual([]);
  });
});
