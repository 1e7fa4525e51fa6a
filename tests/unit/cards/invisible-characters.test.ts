// Every invisible format character is stripped from a card name when read (issue 41, item 9; lib/cards/name-key.ts):
// Unicode's Cf category (soft hyphen, bidi isolates, zero-width joiner, tag characters) and the variation
// selectors. Real cards (../shared/scryfall).
import { describe, expect, it } from "vitest";
import { normalizeCardName } from "@/lib/decklist/card-name";
import { foldName } from "@/lib/cards/name-key";
import { deck } from "../../support/rules-source";
import { checkShared } from "../../support/shared-source";

const SPELLINGS: [string, string][] = [
  ["soft hyphen", "Light\u00adning Bolt"],
  ["bidi isolates", "\u2068Lightning Bolt\u2069"],
  ["left-to-right isolate and pop", "\u2066Lightning\u2069 Bolt"],
  ["variation selector", "Lightning\ufe0f Bolt"],
  ["supplementary variation selector", "Lightning\u{e0100} Bolt"],
  ["tag characters", "Lightning Bolt\u{e0067}\u{e0062}\u{e007f}"],
  ["zero-width joiner", "Light\u200dning Bolt"],
];

describe("invisible format characters in a card name", () => {
  it.each(SPELLINGS)("%s: the list reader and the fold read the name without them", (_, typed) => {
    expect(normalizeCardName(typed)).toBe("Lightning Bolt");
    expect(foldName(typed)).toBe("lightning bolt");
  });

  it("a team whose lists hide them reads every line as Lightning Bolt, one card", async () => {
    const lines = SPELLINGS.map(([, typed]) => `1 ${typed}`);
    const report = await checkShared({
      format: "legacy",
      decks: [
        { name: "Alice", list: deck(lines.slice(0, 4), { basic: "Mountain" }) },
        { name: "Bob", list: deck(lines.slice(4), { basic: "Mountain" }) },
      ],
    });
    expect(report.problems.filter((problem) => problem.code === "unknown-card")).toEqual([]);
    expect(report.cards.find((row) => row.name === "Lightning Bolt")).toMatchObject({ quantities: [4, 3] });
  });
});
