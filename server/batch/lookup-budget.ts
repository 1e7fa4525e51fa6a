import "server-only";
// How long a batch's card lookup may take (docs/api.md, POST /api/batch: a live batch's time budget grows with its
// requests): one check's limit, plus Scryfall's spacing for each collection request its names need
// should none be cached, up to a ceiling past which the lookup is refused at once, saying why.
import { COLLECTION_LIMIT } from "../cards/scryfall-client";
import { SCRYFALL_INTERVALS } from "../cards/scryfall-request-queue";

/** One check's limit: a user waits at most about 10 s (docs/card-data.md, Sources). */
export const ONE_CHECK_BUDGET_MS = 9_000;
/** Long enough for 222 collection requests, about 16,000 names. */
export const MAX_BATCH_BUDGET_MS = 120_000;

export function batchLookupBudgetMs(distinctNames: number): number {
  const requests = Math.ceil(distinctNames / COLLECTION_LIMIT);
  return Math.min(MAX_BATCH_BUDGET_MS, ONE_CHECK_BUDGET_MS + requests * SCRYFALL_INTERVALS.slow);
}
