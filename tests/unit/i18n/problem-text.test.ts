// Problems worded from code + params in each language (docs/development.md, Languages).
import { describe, expect, it } from "vitest";
import { problem } from "@/lib/legality/problem";
import { problemWording as describeIn } from "@/i18n/problem-wording";
import { problemWords } from "@/i18n/translator";
import { messageOf } from "../../support/english";

// Lightning Bolt in both decks, Bob's list naming it by its Japanese printed name.
const shared = problem("team-shared-card", {
  card: "Lightning Bolt",
  params: {
    card: "Lightning Bolt",
    copies: [
      { deck: 0, deckName: "Alice", quantity: 2, lines: [3] },
      { deck: 1, deckName: "Bob", quantity: 2, lines: [7], written: ["稲妻"] },
    ],
  },
});
const identity = problem("color-identity", {
  params: {
    card: "Counterspell",
    deck: 1,
    deckName: "Player 2",
    lines: [4],
    cardIdentity: "U",
    allowedIdentity: "R",
    outside: "U",
    commanders: ["Krenko, Mob Boss"],
    teamIdentity: false,
    cards: [{ card: "Counterspell", lines: [4] }],
  },
});

describe("describeIn", () => {
  it("says which name a deck wrote for the card, in every language", () => {
    const message = (locale: "en" | "es" | "it" | "ja") => describeIn(problemWords(locale, ["Alice", "Bob"]))(shared);
    expect(message("en")).toContain("Bob: 2 as 稲妻 (line 7)");
    expect(message("es")).toContain("Bob: 2 como 稲妻 (línea 7)");
    expect(message("it")).toContain("Bob: 2 come 稲妻 (riga 7)");
    expect(message("ja")).toContain("Bob：「稲妻」として2枚（7行目）");
  });

  it("names colours and an unnamed deck in the reader's language", () => {
    expect(describeIn(problemWords("it", ["Alice", ""]))(identity)).toBe(
      "Counterspell (blu) nel mazzo di Giocatore 2 (riga 4) ha blu fuori dall'identità di colore di Krenko, Mob Boss.",
    );
    expect(describeIn(problemWords("ja", ["Alice", ""]))(identity)).toContain(
      "プレイヤー2のデッキのCounterspell（青、4行目）",
    );
  });
});

describe("an unparsed line's problem", () => {
  it("words the list reader's reason in the reader's language", () => {
    const unparsed = problem("unparsed-line", {
      params: {
        where: { list: "deck", deck: 0, deckName: "Alice" },
        line: 6,
        text: "0 Opt",
        why: { code: "quantity-zero" },
      },
    });
    expect(messageOf(unparsed)).toBe(
      "Alice, line 6: “0 Opt” is not a card line (quantity is 0: the line adds no cards).",
    );
    expect(describeIn(problemWords("it", ["Alice", "Bob"]))(unparsed)).toBe(
      "Alice, riga 6: «0 Opt» non è una riga di carta (quantità 0: la riga non aggiunge carte).",
    );
    expect(describeIn(problemWords("ja", ["Alice", "Bob"]))(unparsed)).toContain(
      "（枚数が0のため、この行はカードを加えません）",
    );
  });
});

describe("unsanctioned-format", () => {
  const words = (locale: "en" | "es" | "it" | "ja") => describeIn(problemWords(locale, ["Alice", "Bob"]));
  const pauper = problem("unsanctioned-format", { severity: "warning", params: { format: "pauper" } });
  const commander = problem("unsanctioned-format", { severity: "warning", params: { format: "commander" } });

  it("says which rules the check used: Commander's deck rules for 2HG Commander, 2HG Constructed's for the others", () => {
    expect(words("en")(pauper)).toBe(messageOf(pauper));
    expect(words("en")(commander)).toBe(messageOf(commander));
    expect(words("es")(commander)).toContain("las reglas de mazo de Commander (CR 903)");
    expect(words("it")(pauper)).toContain("le regole del Gigante a Due Teste Costruito");
    expect(words("ja")(commander)).toContain("統率者戦のデッキ構築ルール（CR 903）");
  });
});
