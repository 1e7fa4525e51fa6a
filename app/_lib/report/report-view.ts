// Words and groupings the report page, its link preview and its OG image share. Pure: no React.
import { findFormat } from "@/lib/formats";
import type { Problem } from "@/lib/legality/problem";
import type { TeamReport } from "@/lib/check/report";
import { deckDisplayName } from "@/lib/check/deck-name";
import { POOL_LISTS } from "@/lib/legality/team-pool";
import { POOL_LIST_NAMES, lineList, plural } from "@/lib/legality/wording";
import { countProblems } from "@/lib/check/report-parts";

export function formatLabel(formatId: string): string {
  return findFormat(formatId)?.label ?? formatId;
}

/** Limited (Sealed or Draft): the report speaks of the team's pool. */
export function isLimitedFormat(formatId: string): boolean {
  return findFormat(formatId)?.kind === "limited";
}

/** A legal verdict that covers less than the whole check: Limited without the team's pool (`no-pool`). */
export function isPartlyChecked(report: Pick<TeamReport, "legal" | "problems">): boolean {
  return report.legal && report.problems.some((problem) => problem.code === "no-pool");
}

/** The verdict's colour: green, amber when legal only as far as checked, red. */
export function verdictTone(report: Pick<TeamReport, "legal" | "problems">): "legal" | "partly" | "illegal" {
  if (!report.legal) return "illegal";
  return isPartlyChecked(report) ? "partly" : "legal";
}

/** "Legal", "Legal as far as checked" (no pool) or "3 problems": only errors make a team illegal. */
export function verdictHeadline(report: Pick<TeamReport, "legal" | "problems">): string {
  if (report.legal) return isPartlyChecked(report) ? "Legal as far as checked" : "Legal";
  return plural(countProblems(report.problems).errors, "problem");
}


export function warningsLine(problems: readonly Problem[]): string | null {
  const { warnings } = countProblems(problems);
  return warnings > 0 ? plural(warnings, "warning") : null;
}

/** "Modern 2HG: Alice & Bob" */
export function teamTitle(formatId: string, deckNames: readonly (string | undefined)[]): string {
  const names = [0, 1].map((index) => deckDisplayName(deckNames[index], index));
  return `${formatLabel(formatId)} 2HG: ${names.join(" & ")}`;
}

export interface ProblemGroup {
  /** Stable id for headings and test hooks: "team", "pool", "deck-0", "deck-1". */
  id: string;
  title: string;
  problems: Problem[];
}

const bySeverity = (a: Problem, b: Problem) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1);

const POOL_LINE_FIELDS = { pool: "poolLines", allowed: "allowedLines" } as const;

/** The pool lines and allowed-card lines a problem names. */
function linesInPoolLists(problem: Problem): number[][] {
  return POOL_LISTS.map((list) => problem[POOL_LINE_FIELDS[list]] ?? []);
}

/**
 * Problems of one deck under that deck's name; problems of the team's pool lists (Limited) under
 * "Team pool"; problems of both decks or of the team under "Team".
 */
export function groupProblems(report: Pick<TeamReport, "problems" | "decks">): ProblemGroup[] {
  const team: Problem[] = [];
  const pool: Problem[] = [];
  const perDeck: Problem[][] = report.decks.map(() => []);
  for (const problem of report.problems) {
    const [only, ...rest] = problem.decks;
    const bucket = only !== undefined && rest.length === 0 ? perDeck[only] : undefined;
    const inPoolOnly = only === undefined && linesInPoolLists(problem).some((lines) => lines.length > 0);
    (bucket ?? (inPoolOnly ? pool : team)).push(problem);
  }
  const groups: ProblemGroup[] = [];
  if (team.length > 0) groups.push({ id: "team", title: "Both decks (team rules)", problems: team.sort(bySeverity) });
  if (pool.length > 0) groups.push({ id: "pool", title: POOL_LIST_NAMES.pool, problems: pool.sort(bySeverity) });
  perDeck.forEach((problems, index) => {
    if (problems.length > 0) {
      groups.push({ id: `deck-${index}`, title: deckDisplayName(report.decks[index]?.name, index), problems: problems.sort(bySeverity) });
    }
  });
  return groups;
}

/** "line 3", "lines 3, 7": the problem messages' wording. */
export const linesLabel = lineList;

/** Where a problem is: "Alice, line 3 · Bob, line 5 · Team pool, line 7"; a list with no line is named alone. */
export function problemLocation(problem: Problem, deckNames: readonly (string | undefined)[]): string {
  const place = (name: string, lines: readonly number[]) => (lines.length > 0 ? `${name}, ${linesLabel(lines)}` : name);
  const inDecks = problem.decks.map((deck, index) => place(deckDisplayName(deckNames[deck], deck), problem.lines[index] ?? []));
  const inPool = linesInPoolLists(problem).flatMap((lines, index) => {
    const list = POOL_LISTS[index];
    return list && lines.length > 0 ? [place(POOL_LIST_NAMES[list], lines)] : [];
  });
  return [...inDecks, ...inPool].join(" · ");
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** A fixed-zone date, so the server's and any reader's rendering agree: "22 Nov 2026, 02:31 UTC". */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${DATE_FORMAT.format(date)} UTC`;
}

const DATE_ONLY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE_ONLY.format(date);
}

/** Keeps a user-given name short enough for a title or an image. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
