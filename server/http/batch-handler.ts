import "server-only";
// POST /api/batch (docs/api.md, POST /api/batch) as a plain web Request → Response function: every team of an event
// checked at once, each exactly as POST /api/validate checks it (answerTeams), with one card lookup
// for the batch's distinct names. A team that cannot be checked gets its own error; only the batch as
// a whole (its size, its CSV header, the rate limit, no card data) is refused.
import { batchCsvPieces } from "@/lib/batch/csv";
import type { BatchReport, BatchTeamResult } from "@/lib/batch/report";
import type { PreparedOutcome } from "@/lib/check/check-team";
import type { CardSource } from "@/lib/cards/source";
import { isCardDataUnavailable } from "@/lib/cards/source";
import { readBatchBody } from "../batch/batch-body";
import { readBatchDate, withBatchDate } from "../batch/batch-date";
import { dayOf } from "@/lib/input/event-date";
import { prepareEntry } from "../batch/batch-entry";
import { batchReport } from "../batch/batch-results";
import { batchLookupBudgetMs } from "../batch/lookup-budget";
import { busyAnswer, inputRefusal } from "./api-error";
import type { BatchGate } from "../batch/batch-gate";
import { nextTurnOfEventLoop } from "../next-turn";
import { pieceStream } from "./piece-stream";
import { cardDataUnavailableAnswer, eachTeamAnswer, wordReportIn } from "./check-answer";
import { readLanguage, requestedLanguage } from "./api-language";
import { MAX_BATCH_BYTES } from "@/lib/batch/limits";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { reportWordsIn, wordInputErrorIn } from "@/i18n/translator";
import { rejectOverLimit, type RateLimiter } from "./rate-limit";
import { bodyRefusal, readBodyCapped } from "./read-body";
import { siteOrigin } from "./site-origin";
import { readBatchLinks } from "../batch/batch-links";
import type { LinkReader } from "../deck-links/resolve-links";

export const MAX_BATCH_BODY_BYTES = MAX_BATCH_BYTES;
/** A batch counts toward the client's rate limit as one request per this many teams (docs/api.md, POST /api/batch). */
export const TEAMS_PER_REQUEST = 10;

export interface BatchDependencies {
  cardSource: () => Promise<CardSource>;
  now?: () => Date;
  /** The API's per-client limit, which /api/validate draws on too. */
  limiter?: RateLimiter;
  /** SITE_URL: where absolute links start, instead of the request's host. */
  siteUrl?: string;
  /** The server's batch work in flight (services.ts): one per process. */
  gate?: Pick<BatchGate, "enter">;
  /** Between two teams' work: the event loop's next turn, so one batch never holds the other requests. */
  pause?: () => Promise<void>;
  /** Reads deck links in list cells and `decks[].url`; without it a link is checked as the text it is. */
  deckLinks?: LinkReader;
}

const wantsCsv = (request: Request) => request.headers.get("accept")?.toLowerCase().includes("text/csv") ?? false;

const CSV_HEADERS = {
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": 'attachment; filename="2hg-batch.csv"',
};
const JSON_HEADERS = { "Content-Type": "application/json" };

/** Without a gate (a test's handler), every batch goes straight in. */
const UNGATED = { enter: async () => ({ ok: true as const, release: () => undefined }) };

export async function handleBatchRequest(request: Request, dependencies: BatchDependencies): Promise<Response> {
  const { limiter, pause = nextTurnOfEventLoop } = dependencies;
  // One request's worth before the body is read, so a client over its limit cannot make us read 20 MB;
  // the rest of the batch's cost once its teams are counted.
  const refused = limiter && (await rejectOverLimit(limiter, "api", request.headers));
  if (refused) return refused;

  const body = await readBodyCapped(request, MAX_BATCH_BODY_BYTES);
  if (!body.ok) return bodyRefusal(body.reason, MAX_BATCH_BODY_BYTES);
  const read = await readBatchBody(body.text, request.headers.get("content-type"));
  const language = readLanguage(requestedLanguage({ language: read.language }, request.url));
  // A refused batch is worded in the language asked for (the URL's, or a JSON body's own), English when that one is unknown.
  if (!read.ok) return inputRefusal(read.error, language.ok ? language.language : DEFAULT_LOCALE);
  if (!language.ok) return inputRefusal(language.error);
  const batchDate = readBatchDate("eventDate" in read ? read.eventDate : undefined, request.url);
  if (!batchDate.ok) return inputRefusal(batchDate.error, language.language);
  const dated = withBatchDate(read.entries, batchDate.eventDate);

  const rest = Math.ceil(dated.length / TEAMS_PER_REQUEST) - 1;
  const overLimit = limiter && rest > 0 && (await rejectOverLimit(limiter, "api", request.headers, rest));
  if (overLimit) return overLimit;

  const entered = await (dependencies.gate ?? UNGATED).enter(dated.length);
  if (!entered.ok) return busyAnswer(entered.retryAfterSeconds, language.language);
  let sending = false;
  try {
    const entries = dependencies.deckLinks ? await readBatchLinks(dated, dependencies.deckLinks) : dated;
    const source = await dependencies.cardSource();
    const now = dependencies.now?.() ?? new Date();
    const options = { now, lookupBudgetMs: batchLookupBudgetMs };
    // On bulk data a lookup costs no request, so each team is checked alone, exactly as its own check
    // (its suggestions too), and the batch holds one team's parsed lists and names at a time
    // (docs/performance.md, (k)); live, one lookup for the whole batch keeps Scryfall's requests to one
    // per 75 distinct names.
    const groups = source.info.source === "bulk" ? entries.map((entry) => [entry]) : [entries];
    async function* answers() {
      for (const group of groups) {
        const prepared: PreparedOutcome[] = [];
        for (const entry of group) {
          prepared.push(prepareEntry(entry));
          await pause();
        }
        yield* eachTeamAnswer(prepared, source, options);
      }
    }
    const context = {
      checkedAt: now.toISOString(),
      eventDate: batchDate.eventDate ?? dayOf(now),
      eventDateGiven: batchDate.eventDate !== undefined,
      cardData: source.info,
      origin: siteOrigin(request.headers, dependencies.siteUrl),
      sheets: ["1", "true"].includes(new URL(request.url).searchParams.get("sheets") ?? ""),
    };
    const checked = await batchReport(entries, answers(), context, pause);
    const word = (team: BatchTeamResult) => wordBatchTeam(team, language.language);
    const csv = wantsCsv(request);
    const body = pieceStream(csv ? batchCsvPieces(checked.teams, word) : batchJsonPieces(checked, word), {
      pause,
      finished: entered.release,
    });
    sending = true;
    return new Response(body, { headers: csv ? CSV_HEADERS : JSON_HEADERS });
  } catch (error) {
    if (isCardDataUnavailable(error)) return cardDataUnavailableAnswer(error);
    throw error;
  } finally {
    if (!sending) entered.release();
  }
}

/** A team's result with its sentences in `language`, as a single check's (wordReportIn), and a refusal's. */
function wordBatchTeam(team: BatchTeamResult, language: Locale): BatchTeamResult {
  const { event } = reportWordsIn(language, {
    decks: team.players.map((name) => ({ name })),
    format: team.format,
    variant: team.variant,
    seatFormats: team.seatFormats,
  });
  return {
    ...wordReportIn(team, language),
    ...(event && { event }),
    ...(team.error && { error: wordInputErrorIn(team.error, language) }),
  };
}

/** The batch's JSON answer in pieces: its head, then one team at a time, each worded as it is sent. */
function* batchJsonPieces(report: BatchReport, word: (team: BatchTeamResult) => unknown): Generator<string> {
  const { teams, ...head } = report;
  yield `${JSON.stringify(head).slice(0, -1)},"teams":[`;
  for (const [index, team] of teams.entries()) yield `${index === 0 ? "" : ","}${JSON.stringify(word(team))}`;
  yield "]}";
}
