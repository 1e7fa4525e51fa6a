import { describe, expect, it } from "vitest";
import { deckNamer } from "@/i18n/problem-text";
import { formatNameIn, translator } from "@/i18n/translator";
import type { Locale } from "@/i18n/routing";
import {
  DEFAULT_VIEW,
  hasProblems,
  summaryLine,
  teamLabel,
  visibleTeams,
  type RowWords,
  type TableView,
} from "@/app/_lib/organizer/batch-table";
import type { BatchTeamResult } from "@/lib/batch/report";

const team = (index: number, fields: Partial<BatchTeamResult>): BatchTeamResult => ({
  index,
  name: `Team ${index + 1}`,
  players: ["Alice", "Bob"],
  format: "modern",
  ruleset: "tournament",
  legal: true,
  errors: 0,
  warnings: 0,
  problems: [],
  cards: {},
  share: null,
  link: null,
  ...fields,
});

const TEAMS = [
  team(0, { name: "Team 10", errors: 2, legal: false }),
  team(1, { name: "Team 2", format: "pauper", warnings: 1 }),
  team(2, { name: "", legal: null, format: "2hg", error: { code: "bad-request", message: "format: unknown format" } }),
  team(3, { name: "Équipe", players: ["Zoé", "Yann"] }),
];

const order = (teams: BatchTeamResult[]) => teams.map((result) => result.index);

/**
 * The words a reader of `locale` sees in the table, as the organizer page makes them from the "formats"
 * messages: the team's name ("Equipo 3" when it has none), its players as a list ("Alice y Bob"; "Jugador 2"
 * for an unnamed deck) and its format's name.
 */
const wordsIn = (locale: Locale): RowWords => {
  const formats = translator(locale, "formats");
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  return {
    locale,
    name: (team) => teamLabel(team, (number) => formats("team", { number })),
    players: (team) => {
      const deckName = deckNamer(formats, team.decks?.map((deck) => deck.name) ?? team.players);
      return list.format(team.players.map((_, index) => deckName(index)));
    },
    format: (team) => (team.format ? formatNameIn(locale)(team.format) : ""),
  };
};

const shown = (view: TableView, locale: Locale = "en") => visibleTeams(TEAMS, view, wordsIn(locale));

describe("the organizer's results table", () => {
  it("keeps the order sent by default, and sorts by any column both ways, ties in the order sent", () => {
    expect(order(shown(DEFAULT_VIEW))).toEqual([0, 1, 2, 3]);
    expect(order(shown({ ...DEFAULT_VIEW, sort: "verdict" }))).toEqual([2, 0, 1, 3]);
    expect(order(shown({ ...DEFAULT_VIEW, sort: "verdict", descending: true }))).toEqual([1, 3, 0, 2]);
    expect(order(shown({ ...DEFAULT_VIEW, sort: "errors", descending: true }))).toEqual([0, 1, 2, 3]);
    expect(order(shown({ ...DEFAULT_VIEW, sort: "format" }))).toEqual([2, 0, 3, 1]);
  });

  it("sorts names as people read them: Team 2 before Team 10, accents beside their letter", () => {
    expect(shown({ ...DEFAULT_VIEW, sort: "name" }).map((team) => teamLabel(team))).toEqual([
      "Équipe",
      "Team 2",
      "Team 3",
      "Team 10",
    ]);
  });

  it("sorts by the words the reader sees, in the reader's language and its order", () => {
    const spanish = wordsIn("es");
    expect(shown({ ...DEFAULT_VIEW, sort: "name" }, "es").map(spanish.name)).toEqual([
      "Équipe",
      "Equipo 3",
      "Team 2",
      "Team 10",
    ]);
    // "2hg" is no format the messages name, so it stays as sent; パウパー (Pauper) before モダン (Modern) in kana order.
    const japanese = wordsIn("ja");
    expect(shown({ ...DEFAULT_VIEW, sort: "format" }, "ja").map(japanese.format)).toEqual([
      "2hg",
      "パウパー",
      "モダン",
      "モダン",
    ]);
    expect(japanese.players(TEAMS[3]!)).toBe("Zoé、Yann");
    expect(wordsIn("en").players({ ...TEAMS[0]!, players: ["", "Bob"] })).toBe("Player 1 and Bob");
  });

  it("shows only teams with something to look at: illegal, not checked, or warned", () => {
    expect(TEAMS.map(hasProblems)).toEqual([true, true, true, false]);
    expect(order(shown({ ...DEFAULT_VIEW, onlyProblems: true }))).toEqual([0, 1, 2]);
  });

  it("sums the batch up in words", () => {
    const t = translator("en", "organizer");
    expect(summaryLine({ teams: 4, legal: 2, illegal: 1, invalid: 1 }, t)).toBe(
      "4 teams: 2 legal, 1 illegal, 1 not checked",
    );
    expect(summaryLine({ teams: 1, legal: 1, illegal: 0, invalid: 0 }, t)).toBe("1 team: 1 legal, 0 illegal");
    expect(summaryLine({ teams: 1, legal: 1, illegal: 0, invalid: 0 }, translator("es", "organizer"))).toBe(
      "1 equipo: 1 legal, 0 ilegales",
    );
  });
});
