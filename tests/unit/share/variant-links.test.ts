// Links of teams of three and four (docs/rules.md, Teams of three and four): N decks, the variant and each
// Trios seat's format travel; a two-deck link without a variant is the very text it always was.
import { describe, expect, it } from "vitest";
import { sharedCheckOf, type SharedCheck } from "@/lib/share/encode";
import { decodeShare } from "@/lib/share/decode";
import writtenBefore from "../../fixtures/share/v2-links.json";
import { paramOf } from "../../support/share-params";

const trios: SharedCheck = {
  format: "standard",
  ruleset: "tournament",
  variant: "trios",
  decks: [
    { name: "Alice", list: "4 Shock\n56 Mountain", format: "standard" },
    { name: "Bob", list: "4 Lightning Bolt\n56 Mountain", format: "modern" },
    { name: "Carol", list: "4 Brainstorm\n56 Island", format: "legacy" },
  ],
  checkedAt: "2026-11-26T12:00:00.000Z",
  legal: true,
};

describe("links of teams of three and four", () => {
  it("carries three Trios decks with their formats and the variant", () => {
    expect(decodeShare(paramOf(trios))).toEqual({ success: true, data: trios });
  });

  it("carries a four-headed Giant", () => {
    const giant: SharedCheck = {
      format: "modern",
      ruleset: "classic",
      variant: "giant",
      decks: ["A", "B", "C", "D"].map((name) => ({ name, list: "4 Opt\n56 Island" })),
    };
    expect(decodeShare(paramOf(giant))).toEqual({ success: true, data: giant });
  });

  it("refuses a link of five decks or an unknown variant as not a check", () => {
    const five = { ...trios, variant: "giant", decks: [...trios.decks, ...trios.decks.slice(0, 2)] };
    expect(decodeShare(paramOf(five as SharedCheck))).toMatchObject({ success: false, code: "not-a-check" });
    expect(decodeShare(paramOf({ ...trios, variant: "sextet" } as unknown as SharedCheck))).toMatchObject({
      success: false,
      code: "not-a-check",
    });
  });

  it("writes a two-deck check without a variant as before: no variant, no seat format", () => {
    for (const { param, check } of writtenBefore) {
      const written = check as SharedCheck;
      const again = sharedCheckOf(written, {
        checkedAt: written.checkedAt ?? "",
        legal: written.legal ?? false,
        decks: written.decks,
      });
      expect(Object.keys(again)).not.toContain("variant");
      expect(again.decks.every((deck) => !("format" in deck))).toBe(true);
      expect(decodeShare(param)).toEqual({ success: true, data: written });
    }
  });

  it("sharedCheckOf keeps each seat's format and the variant", () => {
    const shared = sharedCheckOf(
      { ...trios, decks: trios.decks.map(({ list, format }) => ({ list, format })) },
      { checkedAt: trios.checkedAt!, legal: true, decks: trios.decks },
    );
    expect(shared).toEqual(trios);
  });
});
