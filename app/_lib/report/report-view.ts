// Words and groupings the report page, its link preview, its OG image and the printed sheets share,
// in the reader's language (the translators are passed in: docs/development.md, Languages). Pure: no React.
import { MTR_EFFECTIVE_DATE, MTR_VERSION, findFormat } from "@/lib/formats";
import type { Translate } from "@/i18n/problem-text";
import type { Problem } from "@/lib/legality/problem";
import type { TeamReport } from "@/lib/report/report";
import { POOL_LISTS } from "@/lib/legality/team-pool";
import { countProblems } from "@/lib/check/report-parts";
import type { VerdictChange } from "@/lib/check/verdict-change";

/** Limited (Sealed or Draft): the report speaks of the team's pool. */
export function isLimitedFormat(formatId: string): boolean {
  return findFormat(formatId)?.kind === "limited";
}

/** Decks of 100 cards (2HG Commander): mostly cards that are fine, laid out tighter on screen and on paper. */
export function hasLongDecks(formatId: string): boolean {
  return findFormat(formatId)?.minimumDeckSize === 100;
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

/** "Legal", "Legal as far as checked" (no pool) or "3 problems": only errors make a team illegal. `t`: the "report" messages. */
export function verdictHeadline(report: Pick<TeamReport, "legal" | "problems">, t: Translate): string {
  if (report.legal) return t(isPartlyChecked(report) ? "legalAsFarAsChecked" : "legal");
  return t("problemsCount", { count: countProblems(report.problems).errors });
}

export function warningsLine(problems: readonly Problem[], t: Translate): string | null {
  const { warnings } = countProblems(problems);
  return warnings > 0 ? t("warningsCount", { count: warnings }) : null;
}

/** What the groups and places of problems are called in the reader's language. */
export interface PlaceNames {
  team: string;
  /** The pool's lists: "Team pool", "Also allowed". */
  pool: string;
  allowed: string;
  deck: (index: number) => string;
  /** "line 3", "lines 3, 7". */
  lines: (lines: readonly number[]) => string;
  /** "Alice, line 3", "Aliceの3行目": a place and its worded lines. */
  placeLines: (place: string, lines: string) => string;
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
export function groupProblems(report: Pick<TeamReport, "problems" | "decks">, names: PlaceNames): ProblemGroup[] {
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
  if (team.length > 0) groups.push({ id: "team", title: names.team, problems: team.sort(bySeverity) });
  if (pool.length > 0) groups.push({ id: "pool", title: names.pool, problems: pool.sort(bySeverity) });
  perDeck.forEach((problems, index) => {
    if (problems.length > 0)
      groups.push({ id: `deck-${index}`, title: names.deck(index), problems: problems.sort(bySeverity) });
  });
  return groups;
}

/** Where a problem is: "Alice, line 3 · Bob, line 5 · Team pool, line 7"; a list with no line is named alone. */
export function problemLocation(problem: Problem, names: PlaceNames): string {
  // An unreadable line's sentence starts with its place ("Tom, line 10: …"): said once, not above it too.
  if (problem.code === "unparsed-line") return "";
  const place = (name: string, lines: readonly number[]) =>
    lines.length > 0 ? names.placeLines(name, names.lines(lines)) : name;
  const inDecks = problem.decks.map((deck, index) => place(names.deck(deck), problem.lines[index] ?? []));
  const inPool = linesInPoolLists(problem).flatMap((lines, index) => {
    const list = POOL_LISTS[index];
    return list && lines.length > 0 ? [place(names[list], lines)] : [];
  });
  return [...inDecks, ...inPool].join(" · ");
}

/** A link of the report's "On this page" list: a heading's id and what the link says. */
export interface ReportSection {
  id: string;
  label: string;
}

/** What the report's sections are called in the reader's language. */
export interface SectionNames {
  verdict: string;
  problems: string;
  plan: string;
  /** Limited: the shared sideboard when the pool was given, else the missing pool's note. */
  pool: (given: boolean) => string;
  team: string;
  deck: (index: number) => string;
  about: string;
}

/**
 * The report's sections in page order, each a heading's id, the ones this report shows: the problems and
 * the plan only when there are any, the pool only in Limited, each player's list under the player's name.
 */
export function reportSections(
  report: Pick<TeamReport, "problems" | "plan" | "format" | "pool" | "decks">,
  names: SectionNames,
): ReportSection[] {
  const hasProblems = report.problems.length > 0;
  return [
    { id: "verdict-heading", label: names.verdict },
    ...(hasProblems ? [{ id: "problems-heading", label: names.problems }] : []),
    ...(hasProblems && report.plan ? [{ id: "plan-heading", label: names.plan }] : []),
    ...(isLimitedFormat(report.format) ? [{ id: "pool-heading", label: names.pool(report.pool !== null) }] : []),
    { id: "team-heading", label: names.team },
    ...report.decks.map((_, index) => ({ id: `deck-${index}-heading`, label: names.deck(index) })),
    { id: "about-heading", label: names.about },
  ];
}

/** English dates keep the day first ("22 Nov 2026"), as before languages; others follow their locale. */
const dateLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);

/** A fixed-zone date and time in the reader's locale, so the server's and the browser's rendering agree: "22 Nov 2026, 02:31". */
export function formatDateTime(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/**
 * The rules a report was checked against, in the reader's language ("MTR 2026/02/27"): `t` for the
 * "report" messages. A report from an older link names an edition this build does not know: its own words stay.
 */
export function rulesVersionText(rulesVersion: string, t: Translate, locale: string): string {
  if (rulesVersion !== MTR_VERSION) return rulesVersion;
  return t("rulesVersion", { date: formatDate(MTR_EFFECTIVE_DATE, locale) ?? MTR_EFFECTIVE_DATE });
}

/** Keeps a user-given name short enough for a title or an image. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/**
 * The sentence that explains a share link's stored verdict differing from today's check (lib/check/verdict-change.ts):
 * the cards a ban explains, the card data, or a stored verdict its lists never had; null when nothing changed.
 * `t`: the "report" messages; `madeAt`: when the link was made, worded, or null; `cards` words the banned cards.
 */
export function verdictChangeText(
  change: VerdictChange,
  verdicts: { then: boolean; now: boolean; madeAt: string | null },
  t: Translate,
  cards: (names: readonly string[]) => string,
): string | null {
  const madeAt = verdicts.madeAt ?? "none";
  switch (change.kind) {
    case "none":
      return null;
    case "ban":
      if (change.cards.length > 0)
        return t("changedBan", { madeAt, cards: cards(change.cards), count: change.cards.length });
    // A ban whose problems name no card: said as the card data's change.
    // falls through
    case "data":
      return t("changedData", {
        madeAt,
        then: verdicts.then ? "legal" : "illegal",
        now: verdicts.now ? "legal" : "illegal",
      });
    case "forged":
      return t("changedForged", { madeAt });
  }
}
