// The organizer page's results table: which teams it shows, in which order, and their words. Pure.
import { verdictOf, type BatchTeamResult, type BatchVerdict } from "@/lib/batch/report";
import type { Translate } from "@/i18n/problem-text";
import { formatLabel } from "../report/report-view";

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
export const VERDICT_LABELS: Record<BatchVerdict, string> = {
  legal: "verdictLegal",
  illegal: "verdictIllegal",
  invalid: "verdictInvalid",
};

/** Worst first when sorted ascending: a team that could not be checked, then illegal ones. */
const VERDICT_ORDER: Record<BatchVerdict, number> = { invalid: 0, illegal: 1, legal: 2 };

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const SORT_VALUES: Record<SortKey, (team: BatchTeamResult) => string | number> = {
  index: (team) => team.index,
  name: (team) => teamLabel(team),
  players: (team) => team.players.join(" & "),
  format: (team) => (team.format ? formatLabel(team.format) : ""),
  verdict: (team) => VERDICT_ORDER[verdictOf(team)],
  errors: (team) => team.errors,
  warnings: (team) => team.warnings,
};

function compare(a: string | number, b: string | number): number {
  return typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b));
}

/** The rows to show: filtered, then sorted (ties keep the order the teams were sent in). */
export function visibleTeams(teams: readonly BatchTeamResult[], view: TableView): BatchTeamResult[] {
  const value = SORT_VALUES[view.sort];
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
