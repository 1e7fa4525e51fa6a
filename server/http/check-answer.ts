import "server-only";
// A checked team as the API gives it: its report with the link that reopens it, or why it could not be
// checked. POST /api/validate and POST /api/batch both answer through answerTeams, so a team gets the
// same problems, verdict and link from either.
import { type CardDataUnavailableError, type CardSource, isCardDataUnavailable } from "@/lib/cards/source";
import { eachCheckedTeam, prepareTeam, type CheckOptions, type PreparedOutcome } from "@/lib/check/check-team";
import type { ApiReport, ReportedProblem, TeamReport } from "@/lib/report/report";
import type { TeamPlan } from "@/lib/fix/plan";
import { sharedCheckOf, shareUrl } from "@/lib/share/encode";
import type { InputError, ValidTeamInput } from "@/lib/input/team-input";
import { apiError, inputRefusal } from "./api-error";
import { planWith, reportWordsIn, type WordedProblem, wordLinesIn, wordProblemsWith } from "@/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";

export const CARD_DATA_HINT = "Or use offline card data (npm run cards:download, or CARD_DATA).";

export type TeamAnswer = { ok: true; report: ApiReport } | { ok: false; error: InputError };

/** Checks the teams together (one card lookup) and adds each report's link; throws only when card data is unavailable. */
export async function answerTeams(
  teams: readonly PreparedOutcome[],
  source: CardSource,
  options: CheckOptions = {},
): Promise<TeamAnswer[]> {
  const answers: TeamAnswer[] = [];
  for await (const answer of eachTeamAnswer(teams, source, options)) answers.push(answer);
  return answers;
}

/** answerTeams a team at a time, in order: a batch holds one team's report at a time (eachCheckedTeam). */
export async function* eachTeamAnswer(
  teams: readonly PreparedOutcome[],
  source: CardSource,
  options: CheckOptions = {},
): AsyncGenerator<TeamAnswer> {
  let index = 0;
  for await (const outcome of eachCheckedTeam(teams, source, options)) {
    const prepared = teams[index++]!;
    if (!outcome.ok || !prepared.ok) yield outcome as TeamAnswer;
    else
      yield {
        ok: true,
        report: { ...outcome.report, share: shareUrl(sharedCheckOf(prepared.team.input, outcome.report)) },
      };
  }
}

/** The 503 for a check that could not get its card data, with what the source said. */
export function cardDataUnavailableAnswer(error: CardDataUnavailableError): Response {
  return apiError("card-data-unavailable", `Card data is unavailable: ${error.message} ${CARD_DATA_HINT}`);
}

/** What the API words of a team: a check's report, or a batch's team result (players without decks when not asked for sheets). */
type WordableTeam = Partial<Pick<TeamReport, "decks" | "name" | "variant">> & {
  problems: readonly ReportedProblem[];
  format?: string | null;
  players?: readonly string[];
  plan?: TeamPlan | null;
};

/**
 * The team with its words in `language`, from one words builder (i18n/report-words.ts) for a check and
 * each team of a batch alike: each problem's `message` and `fix.text`, the plan's `text`, each left-out
 * line's `reason`, and every deck name (an unnamed one as "Player 2" in that language).
 */
export function wordReportIn<R extends WordableTeam>(
  report: R,
  language: Locale,
): Omit<R, "problems"> & { problems: WordedProblem<R["problems"][number]>[] } {
  const words = reportWordsIn(language, {
    decks: report.decks ?? (report.players ?? []).map((name) => ({ name })),
    format: report.format,
    name: report.name,
    variant: report.variant,
  });
  return {
    ...report,
    ...(report.decks && {
      decks: report.decks.map((deck, index) => ({
        ...deck,
        name: words.deckName(index),
        ignored: wordLinesIn(deck.ignored, language),
        unparsed: wordLinesIn(deck.unparsed, language),
      })),
    }),
    ...(report.players && { players: report.players.map((_, index) => words.deckName(index)) }),
    problems: wordProblemsWith(report.problems, words),
    ...(report.plan !== undefined && { plan: planWith(report.plan, words) }),
  };
}

/** POST /api/validate's answer for a team that passed the input schema: 200 with the report, 400, or 503. */
export async function answerCheck(
  input: ValidTeamInput,
  source: () => Promise<CardSource>,
  now?: Date,
  language: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  try {
    const answer = (await answerTeams([prepareTeam(input)], await source(), { now }))[0]!;
    if (!answer.ok) return inputRefusal(answer.error, language);
    return Response.json(wordReportIn(answer.report, language));
  } catch (error) {
    if (isCardDataUnavailable(error)) return cardDataUnavailableAnswer(error);
    throw error;
  }
}
