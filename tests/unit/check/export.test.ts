import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS, exportDeck, exportFileName, exportName, type ExportFormat } from "@/lib/check/export";
import type { DeckReport, TeamReport } from "@/lib/report/report";
import type { TeamInput } from "@/lib/input/team-input";
import { eventTeams } from "../../fixtures/batch/event-teams.mjs";
import { sharedCards } from "../../support/shared-cards";
import { checkShared } from "../../support/shared-source";

// Split, aftermath, modal double-faced and flip cards, a companion and a sideboard, and names as players
// type them (a front face, a one-slash split, lower case): the export writes Oracle names back. The
// companion listed again under Sideboard is one card, as Arena writes it (docs/decklist-formats.md).
const TEAM: TeamInput = {
  format: "modern",
  decks: [
    {
      name: "Alice / Team 1",
      list: [
        "Companion",
        "1 Lurrus of the Dream-Den",
        "",
        "Deck",
        "4 Lightning Bolt",
        "2 Fire/Ice",
        "2 Valakut Awakening",
        "1 Akki Lavarunner",
        "51 Mountain",
        "",
        "Sideboard",
        "2 Driven // Despair",
        "1 lurrus of the dream-den",
      ].join("\n"),
    },
    {
      name: "Bob",
      list: ["Commander", "1 Sol Ring", "", "Deck", "4 Counterspell", "4 Negate", "52 Island"].join("\n"),
    },
  ],
};

const layoutsOf = (report: TeamReport) => new Map(report.cards.map((row) => [row.name, row]));

/** Each zone's cards by Oracle name; MTGO keeps commanders and companions in the sideboard. */
function zones(deck: DeckReport, format: ExportFormat) {
  const entries = (list: DeckReport["main"]) =>
    list.map(({ name, quantity }) => ({ name, quantity })).sort((a, b) => a.name.localeCompare(b.name));
  if (format === "mtgo")
    return { main: entries(deck.main), sideboard: entries([...deck.commander, ...deck.companion, ...deck.sideboard]) };
  return {
    main: entries(deck.main),
    sideboard: entries(deck.sideboard),
    commander: entries(deck.commander),
    companion: entries(deck.companion),
  };
}

async function pastedBack(report: TeamReport, format: ExportFormat, input: TeamInput) {
  const lists = report.decks.map((deck) => exportDeck(deck, format, layoutsOf(report)));
  const again = await checkShared({
    ...input,
    decks: input.decks.map((deck, index) => ({ name: deck.name, list: lists[index] ?? "" })),
  });
  return { lists, again };
}

describe("deck exports", () => {
  it("write Arena's sections and names: front faces, split halves with three slashes", async () => {
    const report = await checkShared(TEAM);
    const [alice] = report.decks;
    expect(alice && exportDeck(alice, "arena", layoutsOf(report))).toBe(
      [
        "Companion",
        "1 Lurrus of the Dream-Den",
        "",
        "Deck",
        "4 Lightning Bolt",
        "2 Fire /// Ice",
        "2 Valakut Awakening",
        "1 Akki Lavarunner",
        "51 Mountain",
        "",
        "Sideboard",
        "2 Driven /// Despair",
        "",
      ].join("\n"),
    );
  });

  it("write MTGO's two blocks with one-slash split names, and plain text with full Oracle names", async () => {
    const report = await checkShared(TEAM);
    const [alice] = report.decks;
    const mtgo = alice ? exportDeck(alice, "mtgo", layoutsOf(report)) : "";
    expect(mtgo.split("\n\n")).toEqual([
      "4 Lightning Bolt\n2 Fire/Ice\n2 Valakut Awakening\n1 Akki Lavarunner\n51 Mountain",
      "1 Lurrus of the Dream-Den\n2 Driven/Despair\n",
    ]);
    const text = alice ? exportDeck(alice, "text", layoutsOf(report)) : "";
    expect(text).toContain("2 Valakut Awakening // Valakut Stoneforge\n1 Akki Lavarunner // Tok-Tok, Volcano Born\n");
  });

  it.each(EXPORT_FORMATS)(
    "%s: every list pastes back into the app as the same cards, in the same zones",
    async (format) => {
      const teams: TeamInput[] = [TEAM, ...eventTeams(sharedCards(), 16)];
      for (const input of teams) {
        const report = await checkShared(input);
        const { again } = await pastedBack(report, format, input);
        again.decks.forEach((deck, index) => {
          const before = report.decks[index];
          expect(before && zones(deck, format)).toEqual(before && zones(before, format));
        });
      }
    },
  );

  it("keep a name that matched no card as it was typed", () => {
    expect(exportName("Counterspel", "mtgo", null)).toBe("Counterspel");
    expect(exportName("Fire // Ice", "arena", "split")).toBe("Fire /// Ice");
  });

  it("name downloads after the deck, safely", () => {
    expect(exportFileName("Alice / Team 1", "arena")).toBe("Alice-Team-1-arena.txt");
    expect(exportFileName("../../", "mtgo")).toBe("deck-mtgo.txt");
    expect(exportFileName("稲妻 Bob 🐉", "text")).toBe("稲妻-Bob-text.txt");
  });
});
