// The organizer page's results table: which teams it shows, in which order, and their words. Pure.
import { verdictOf, type BatchTeamResult, type BatchVerdict } from "@/lib/batch/report";
import { plural } from "@/lib/legality/wording";
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

export function teamLabel(team: Pick<BatchTeamResult, "name" | "index">): string {
  return team.name || `Team ${team.index + 1}`;
}

export const VERDICT_LABELS: Record<BatchVerdict, string> = { legal: "Legal", illegal: "Illegal", invalid: "Not checked" };

/** Worst first when sorted ascending: a team that could not be checked, then illegal ones. */
const VERDICT_ORDER: Record<BatchVerdict, number> = { invalid: 0, illegal: 1, legal: 2 };

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const SORT_VALUES: Record<SortKey, (team: BatchTeamResult) => string | number> = {
  index: (team) => team.index,
  name: teamLabel,
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

/** "48 teams: 20 legal, 26 illegal, 2 not checked" */
export function summaryLine(summary: { teams: number; legal: number; illegal: number; invalid: number }): string {
  const parts = [`${summary.legal} legal`, `${summary.illegal} illegal`];
  if (summary.invalid > 0) parts.push(`${summary.invalid} not checked`);
  return `${plural(summary.teams, "team")}: ${parts.join(", ")}`;
}
