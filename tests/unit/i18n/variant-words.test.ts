// The words of teams of three and four in each language (docs/rules.md, Teams of three and four): a Trios
// problem says its deck's format, a Giant of three heads its table, Team Unified its own rule.
import { describe, expect, it } from "vitest";
import { problemWording } from "@/i18n/problem-wording";
import { wordInputError } from "@/i18n/input-error-text";
import { inputErrorWords, problemWords } from "@/i18n/translator";
import { problem, type Problem } from "@/lib/legality/problem";
import { readTeamInput } from "@/lib/input/team-input";
import type { InputError } from "@/lib/input/input-issue";

const describeIn = problemWording;
const describeInputErrorInLocale =
  (locale: "en" | "es" | "it" | "ja", names: string[]) =>
  (error: InputError): string =>
    wordInputError(error, inputErrorWords(locale, names));
const describeProblem = (code: "team-shared-card", params: Extract<Problem, { code: "team-shared-card" }>["params"]) =>
  problemWording(problemWords("en", ["Alice", "Bob"]))(problem(code, { params }));

const LOCALES = ["en", "es", "it", "ja"] as const;
const NAMES = ["Alice", "Bob", "Carol"];

const tooLarge = problem("sideboard-too-large", {
  decks: [2],
  lines: [[4, 5]],
  params: { deck: 2, deckName: "Carol", count: 16, max: 15, lines: [4, 5] },
});
const inModern = { ...tooLarge, format: "modern" };
const teamSize = problem("unsanctioned-format", {
  severity: "warning",
  params: { format: "modern", teamSize: 3 },
});
const sharedUnified = problem("team-shared-card", {
  card: "Lightning Bolt",
  decks: [0, 1, 2],
  params: {
    card: "Lightning Bolt",
    variant: "unified",
    copies: NAMES.map((deckName, deck) => ({ deck, deckName, quantity: 1, lines: [2] })),
  },
});

describe("the words of teams of three and four", () => {
  it("words every new problem in every language", () => {
    for (const locale of LOCALES) {
      const words = describeIn(problemWords(locale, NAMES));
      for (const each of [tooLarge, teamSize, sharedUnified]) {
        const message = words(each);
        expect(message).toContain(each === tooLarge ? "Carol" : each === teamSize ? "45" : "Lightning Bolt");
        expect(message).not.toMatch(/\{|\}/);
      }
    }
    expect(describeIn(problemWords("en", NAMES))(sharedUnified)).toMatch(/^Lightning Bolt is in 3 decks/);
  });

  it("says a Trios problem's format in the reader's language", () => {
    expect(describeIn(problemWords("en", NAMES))(inModern)).toBe(
      "Modern: Carol's sideboard has 16 cards (lines 4, 5); a sideboard may have at most 15.",
    );
    expect(describeIn(problemWords("ja", NAMES))(inModern)).toMatch(/^モダン：Carolのサイドボード/);
    expect(describeIn(problemWords("es", NAMES))(inModern)).toMatch(/^Modern: El banquillo de Carol/);
  });

  it("words a variant's refusals in every language, naming a seat's format field", () => {
    const read = readTeamInput({ variant: "trios", decks: [{ list: "", format: "modern" }, { list: "" }] });
    if (read.ok) throw new Error("expected a refusal");
    const english = describeInputErrorInLocale("en", NAMES)(read.error);
    expect(english).toBe("Bob's format: in Team Trios each deck names its own format");
    expect(describeInputErrorInLocale("it", NAMES)(read.error)).toBe(
      "Formato di Bob: in Squadre a formati ogni mazzo indica il proprio formato",
    );
    const unified = readTeamInput({ format: "modern", variant: "unified", decks: Array(4).fill({ list: "" }) });
    if (unified.ok) throw new Error("expected a refusal");
    expect(describeInputErrorInLocale("ja", NAMES)(unified.error)).toContain("チーム統一構築のチームは2～3個");
  });

  it("keeps the English of a two-deck problem as it was", () => {
    expect(
      describeProblem("team-shared-card", {
        card: "Opt",
        copies: [
          { deck: 0, deckName: "Alice", quantity: 1, lines: [2] },
          { deck: 1, deckName: "Bob", quantity: 1, lines: [3] },
        ],
      }),
    ).toBe(
      "Opt is in both decks (Alice: 1 (line 2) and Bob: 1 (line 3)); no two decks on a 2HG team may contain the same card: keep it in one deck only.",
    );
  });
});
