// The organizer page's results table: which teams it shows, in which order, and their words. Pure.
import { verdictOf, type BatchTeamResult, type BatchVerdict } from "@/lib/batch/report";
import type { Translate } from "@/i18n/problem-text";

export type SortKey = "index" | "name" | "players" | "format" | "verdict" | "errors" | "warnings";

export interface TableView {
  sort: SortKey;
  descending: boolean;
  onlyProblems: boolean;
}

export const DEFAULT_VIEW: TableView = { sort: "index", descending: false, onlyProblems: false };

/** A team with something to look at: not legal, not checked, or legal with warnings. */
export function hasProblems(team: BatchTeamResult): boolean {
  return team.legal !== true || team.warnings > 0;
}

/** A team's name, or "Team 3" (`unnamed` words it in the reader's language). */
export function teamLabel(
  team: Pick<BatchTeamResult, "name" | "index">,
  unnamed: (number: number) => string = (number) => `Team ${number}`,
): string {
  return team.name || unnamed(team.index + 1);
}

/** The "organizer" messages that name each verdict. */
export const VERDICT_LABELS = {
  legal: "verdictLegal",
  illegal: "verdictIllegal",
  invalid: "verdictInvalid",
} as const satisfies Record<BatchVerdict, string>;

/** Worst first when sorted ascending: a team that could not be checked, then illegal ones. */
const VERDICT_ORDER: Record<BatchVerdict, number> = { invalid: 0, illegal: 1, legal: 2 };

/**
 * What a row shows in the reader's language (batch-results/team-words.ts makes them once per team); the table
 * sorts by the same words, in that language's order.
 */
export interface RowWords {
  locale: string;
  name: (team: BatchTeamResult) => string;
  players: (team: BatchTeamResult) => string;
  format: (team: BatchTeamResult) => string;
}

function sortValue(key: SortKey, words: RowWords): (team: BatchTeamResult) => string | number {
  switch (key) {
    case "name":
    case "players":
    case "format":
      return words[key];
    case "verdict":
      return (team) => VERDICT_ORDER[verdictOf(team)];
    default:
      return (team) => team[key];
  }
}

/** The rows to show: filtered, then sorted by what the cells show (ties keep the order the teams were sent in). */
export function visibleTeams(teams: readonly BatchTeamResult[], view: TableView, words: RowWords): BatchTeamResult[] {
  const value = sortValue(view.sort, words);
  const collator = new Intl.Collator(words.locale, { numeric: true, sensitivity: "base" });
  const compare = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b));
  const direction = view.descending ? -1 : 1;
  return teams
    .filter((team) => !view.onlyProblems || hasProblems(team))
    .sort((a, b) => direction * compare(value(a), value(b)) || a.index - b.index);
}

/** "48 teams: 20 legal, 26 illegal, 2 not checked"; `t`: the "organizer" messages. */
export function summaryLine(
  summary: { teams: number; legal: number; illegal: number; invalid: number },
  t: Translate,
): string {
  return t("summary", summary);
}
