import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { problem } from "@/lib/legality/problem";
import { formatNameIn } from "@/i18n/translator";
import { NAMED_PROBLEMS, problemSummary, rowProblems } from "@/app/_lib/organizer/problem-summary";

const english = JSON.parse(readFileSync(new URL("../../../../messages/en.json", import.meta.url), "utf8")).batchProblems
  .summary as Record<string, string>;

/** The English row text, as the page writes it from the message and its values (the card's name tag as its text). */
const words = (summary: { key: string; values: Record<string, string | number> }) =>
  (english[summary.key] ?? `missing ${summary.key}`)
    .replace(/<\/?cardName>/g, "")
    .replace(/\{(\w+)\}/g, (_, name: string) => String(summary.values[name]));

/** The English names: a format's name comes from the messages only (the summary carries its id). */
const inEnglish = { deck: (index: number) => ["Alice", "Bob"][index] ?? "?", format: formatNameIn("en") };

const copies = (deck: number, deckName: string, quantity: number) => ({ deck, deckName, quantity, lines: [2] });
const shared = problem("team-shared-card", {
  card: "Lightning Bolt",
  params: { card: "Lightning Bolt", copies: [copies(0, "Alice", 2), copies(1, "Bob", 2)] },
});
const small = problem("deck-too-small", {
  params: { deck: 1, deckName: "Bob", count: 58, minimum: 60, format: "modern" },
});
const banned = problem("banned", {
  card: "Oko, Thief of Crowns",
  params: { card: "Oko, Thief of Crowns", format: "legacy", copies: [copies(0, "Alice", 1)] },
});
const unknown = problem("unknown-card", {
  card: "Lightnig Bolt",
  params: { card: "Lightnig Bolt", copies: [copies(0, "Alice", 4)], poolCopies: [] },
});
const unsanctioned = problem("unsanctioned-format", { severity: "warning", params: { format: "pauper" } });
const poolLine = problem("unparsed-line", {
  params: {
    where: { list: "pool" },
    line: 7,
    text: "-4 Opt",
    why: { code: "negative-quantity" },
  },
});

describe("a results row's problems in a few words", () => {
  it("names a card in both decks, a short deck, a ban, an unknown name and an unreadable pool line", () => {
    expect([shared, small, banned, unknown, poolLine].map((each) => words(problemSummary(each, inEnglish)))).toEqual([
      "Lightning Bolt in both decks",
      "Bob: 58 of 60 cards",
      "Oko, Thief of Crowns banned in Legacy",
      "unknown card “Lightnig Bolt”",
      "pool, line 7 unreadable",
    ]);
  });

  it("puts errors first, names the first two and counts the rest", () => {
    const row = rowProblems([unsanctioned, shared, small, banned, unknown], inEnglish);
    expect(row.named.map(words)).toEqual(["Lightning Bolt in both decks", "Bob: 58 of 60 cards"]);
    expect(row.more).toBe(5 - NAMED_PROBLEMS);
    expect(rowProblems([unsanctioned])).toEqual({ named: [problemSummary(unsanctioned)], more: 0 });
    expect(rowProblems([])).toEqual({ named: [], more: 0 });
  });
});

describe("a results row's problems in the reader's language", () => {
  it("names the deck and the format as the page names them", () => {
    const names = {
      deck: (index: number) => ["Alice", "Jugador 2"][index] ?? "?",
      format: (id: string) => (id === "legacy" ? "レガシー" : id),
    };
    expect(problemSummary(small, names).values).toEqual({ deck: "Jugador 2", count: 58, minimum: 60 });
    expect(problemSummary(banned, names).values).toEqual({ card: "Oko, Thief of Crowns", format: "レガシー" });
    expect(rowProblems([small], names).named[0]?.values.deck).toBe("Jugador 2");
    expect(problemSummary(shared, names)).toEqual(problemSummary(shared));
  });
});

describe("a results row's card names", () => {
  it("keeps the whole name of the card a summary names, to find its preview, even where the words cut it", () => {
    const long = "Lightning Bolt of the Very Long Misspelt Name That Goes On";
    const misspelt = problem("unknown-card", {
      card: long,
      params: { card: long, copies: [copies(0, "Alice", 1)], poolCopies: [] },
    });
    expect(problemSummary(shared).card).toBe("Lightning Bolt");
    expect(problemSummary(misspelt).card).toBe(long);
    expect(String(problemSummary(misspelt).values.card)).not.toBe(long);
    expect(problemSummary(small).card).toBeUndefined();
  });

  it("marks the card's name in every card message, so the page can make it a link", () => {
    for (const [key, message] of Object.entries(english)) {
      if (message.includes("{card}")) expect(message, key).toContain("<cardName>{card}</cardName>");
    }
  });
});
