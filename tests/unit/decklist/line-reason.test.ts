// Why a line was left out, as a value: the API's English `reason` from the en messages, and the same reason
// worded from the messages in every language (docs/development.md, Languages).
import { describe, expect, it } from "vitest";
import { parseDecklist } from "@/lib/decklist/parse";
import type { LineReason } from "@/lib/decklist/line-reason";
import { wordLineReason } from "@/i18n/problem-text";
import { translator, wordLinesIn } from "@/i18n/translator";
import { lineReasonOf as describeLineReason } from "../../support/english";
import { LOCALES } from "@/i18n/routing";

// One list with a line of every kind the reader leaves out (an Arena list, an Archidekt export, junk).
const LIST = [
  "// from Moxfield", //                                                   1 comment
  "Deck", //                                                               2 header
  "4 Lightning Bolt", //                                                   3
  "1x Ancient Cornucopia (big) 16 [Maybeboard{noDeck}{noPrice},Ramp]", // 4 in-category
  "1x Oko, Thief of Crowns (eld) 197 [Wishlist{noDeck}]", //              5 in-no-deck-category
  "-4 Counterspell", //                                                   6 negative-quantity
  "0 Opt", //                                                             7 quantity-zero
  "4x", //                                                                8 quantity-without-name
  "https://www.moxfield.com/decks/abc", //                                9 link
  "<div class='deck'>", //                                                10 markup
  "4 ???", //                                                             11 no-letters
  "Tokens", //                                                            12 starts-section
  "1 Treasure", //                                                        13 in-section
].join("\n");

const EVERY_REASON: LineReason[] = [
  { code: "comment" },
  { code: "metadata" },
  { code: "in-section", section: "Tokens" },
  { code: "starts-section", section: "Maybeboard" },
  { code: "in-category", category: "Considering" },
  { code: "in-no-deck-category", category: "Wishlist" },
  { code: "outside-any-zone" },
  { code: "in-zone", zone: "Planes/Schemes" },
  { code: "in-zone", zone: "" },
  { code: "companion-again" },
  { code: "too-long" },
  { code: "link" },
  { code: "markup" },
  { code: "quantity-without-name" },
  { code: "negative-quantity" },
  { code: "quantity-not-a-number" },
  { code: "quantity-zero" },
  { code: "no-card-name" },
  { code: "no-letters" },
];

describe("a line's reason as a value", () => {
  const parsed = parseDecklist(LIST);
  const left = [...parsed.ignored, ...parsed.unparsed].sort((a, b) => a.line - b.line);

  it("gives every left-out line a code, the list's own section and category names as params", () => {
    expect(left.map((line) => [line.line, line.why])).toEqual([
      [1, { code: "comment" }],
      [4, { code: "in-category", category: "Maybeboard" }],
      [5, { code: "in-no-deck-category", category: "Wishlist" }],
      [6, { code: "negative-quantity" }],
      [7, { code: "quantity-zero" }],
      [8, { code: "quantity-without-name" }],
      [9, { code: "link" }],
      [10, { code: "markup" }],
      [11, { code: "no-letters" }],
      [12, { code: "starts-section", section: "Tokens" }],
      [13, { code: "in-section", section: "Tokens" }],
    ]);
  });

  it("keeps `reason` the English sentence its value describes", () => {
    const worded = wordLinesIn(left, "en");
    for (const line of worded) expect(line.reason).toBe(describeLineReason(line.why));
    expect(worded.find((line) => line.line === 5)?.reason).toBe(
      "in the Wishlist category, which is marked not part of the deck",
    );
    expect(describeLineReason({ code: "in-zone", zone: "" })).toBe("in the unnamed zone: not part of the deck");
  });

  it("words every reason in English on the page exactly as the API does", () => {
    const english = (why: LineReason) => wordLineReason(why, translator("en", "problems"));
    for (const reason of EVERY_REASON) expect(english(reason)).toBe(describeLineReason(reason));
  });

  it("words every reason in each language, keeping the list's own names", () => {
    for (const locale of LOCALES.filter((each) => each !== "en")) {
      const word = (why: LineReason) => wordLineReason(why, translator(locale, "problems"));
      for (const reason of EVERY_REASON) expect(word(reason)).not.toBe(describeLineReason(reason));
      expect(word({ code: "in-section", section: "Tokens" })).toContain("Tokens");
      expect(word({ code: "in-zone", zone: "Planes/Schemes" })).toContain("Planes/Schemes");
    }
    expect(wordLineReason({ code: "in-section", section: "Maybeboard" }, translator("es", "problems"))).toBe(
      "en la sección Maybeboard: no forma parte del mazo",
    );
    expect(wordLineReason({ code: "quantity-zero" }, translator("ja", "problems"))).toBe(
      "枚数が0のため、この行はカードを加えません",
    );
  });
});
