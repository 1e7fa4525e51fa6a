import "server-only";
// A batch's answers as POST /api/batch gives them: one result per team, in order, and the summary.
import { summarize, type BatchReport, type BatchTeamResult } from "@/lib/batch/report";
import type { CardDataInfo } from "@/lib/cards/source";
import { MTR_VERSION } from "@/lib/formats";
import type { ApiReport } from "@/lib/report/report";
import { countProblems } from "@/lib/check/report-parts";
import type { InputError } from "@/lib/input/team-input";
import type { TeamAnswer } from "../http/check-answer";
import { problemCards } from "@/lib/batch/problem-cards";
import { qrSvg } from "../qr-code";
import { entryName, entryPlayers, entryText, entryVariant, type BatchEntry } from "./batch-entry";

export interface BatchContext {
  checkedAt: string;
  /** The day every team was checked for, and whether the batch named it (docs/api.md, POST /api/batch). */
  eventDate: string;
  eventDateGiven: boolean;
  cardData: CardDataInfo;
  /** Where absolute links start (SITE_URL or the request's host). */
  origin: string;
  /** Add what printed registration sheets show: each team's decks as read, and a QR code of its link. */
  sheets: boolean;
}

function refusedResult(entry: BatchEntry, error: InputError): Omit<BatchTeamResult, "index" | "name"> {
  return {
    players: entryPlayers(entry),
    format: entryText(entry, "format"),
    ruleset: entryText(entry, "ruleset"),
    ...(entryVariant(entry) && { variant: entryVariant(entry) }),
    legal: null,
    errors: 0,
    warnings: 0,
    problems: [],
    cards: {},
    share: null,
    link: null,
    error,
  };
}

/** A checked team as a batch's row shows it (also an event's roster in its CSV). */
export function checkedResult(report: ApiReport, origin: string): Omit<BatchTeamResult, "index" | "name"> {
  return {
    players: report.decks.map((deck) => deck.name),
    format: report.format,
    ruleset: report.ruleset,
    houseRules: report.houseRules,
    ...(report.teamRules && { teamRules: report.teamRules }),
    ...(report.variant && { variant: report.variant }),
    ...(report.variant === "trios" && { seatFormats: report.decks.map((deck) => deck.format ?? "") }),
    eventDate: report.eventDate,
    legal: report.legal,
    ...countProblems(report.problems),
    problems: report.problems,
    cards: problemCards(report.problems, [...report.cards, ...(report.pool?.sideboard ?? [])]),
    share: report.share,
    link: report.share === null ? null : `${origin}${report.share}`,
  };
}

async function teamResult(
  entry: BatchEntry,
  answer: TeamAnswer,
  index: number,
  context: BatchContext,
): Promise<BatchTeamResult> {
  const result: BatchTeamResult = {
    index,
    ...(entry.row === undefined ? {} : { row: entry.row }),
    name: entryName(entry),
    ...(answer.ok ? checkedResult(answer.report, context.origin) : refusedResult(entry, answer.error)),
  };
  if (!context.sheets) return result;
  if (!answer.ok) return { ...result, qr: null };
  const { decks, alternate, pool } = answer.report;
  return { ...result, decks, alternate, pool, qr: result.link === null ? null : await qrSvg(result.link) };
}

/** One checked team as a registration sheet prints it (a team printing its own lists from its report). */
export async function sheetOfReport(report: ApiReport, name: string, origin: string): Promise<BatchTeamResult> {
  const result = checkedResult(report, origin);
  const { decks, alternate, pool } = report;
  return {
    index: 0,
    name,
    ...result,
    decks,
    alternate,
    pool,
    qr: result.link === null ? null : await qrSvg(result.link),
  };
}

/**
 * The batch's results, from its answers in order (an array, or a team at a time as eachTeamAnswer makes
 * them: each team's full report is let go once its result is made); `pause` runs between two teams.
 */
export async function batchReport(
  entries: readonly BatchEntry[],
  answers: Iterable<TeamAnswer> | AsyncIterable<TeamAnswer>,
  context: BatchContext,
  pause?: () => Promise<void>,
): Promise<BatchReport> {
  const teams: BatchTeamResult[] = [];
  let index = 0;
  for await (const answer of answers) {
    teams.push(await teamResult(entries[index]!, answer, index, context));
    index++;
    await pause?.();
  }
  return {
    checkedAt: context.checkedAt,
    eventDate: context.eventDate,
    eventDateGiven: context.eventDateGiven,
    cardData: context.cardData,
    rulesVersion: MTR_VERSION,
    summary: summarize(teams),
    teams,
  };
}
