// A pasted list's control characters (NUL, BEL, DEL) are named by their Unicode control pictures, not shown as boxes.
import { describe, expect, it } from "vitest";
import { quote, visibleControls } from "@/i18n/words/problem-helpers";
import { problemWording } from "@/i18n/problem-wording";
import { problemWords } from "@/i18n/translator";
import { problem } from "@/lib/legality/problem";

describe("control characters in a quoted line", () => {
  it("shows NUL, BEL, a line break and DEL as ␀, ␇, ␊ and ␡, and keeps tabs and every other character", () => {
    expect(visibleControls("4 Light\u0000ning\u0007 Bolt\n\u007F")).toBe("4 Light␀ning␇ Bolt␊␡");
    expect(visibleControls("4\tLightning Bolt · 稲妻")).toBe("4\tLightning Bolt · 稲妻");
  });

  it("cuts the shown text, not the raw one, to the length a message quotes", () => {
    expect(quote("\u0000".repeat(100), 5)).toBe("␀␀␀␀…");
  });

  it("words an unreadable line holding a NUL with its picture", () => {
    const unreadable = problem("unparsed-line", {
      decks: [0],
      lines: [[10]],
      params: {
        where: { list: "deck", deck: 0, deckName: "Tom" },
        line: 10,
        text: "4x\u0000",
        why: { code: "no-card-name" },
      },
    } as never);
    const message = problemWording(problemWords("en", ["Tom", "Bob"]))(unreadable);
    expect(message).toContain("4x␀");
    expect(message).not.toContain("\u0000");
  });
});
