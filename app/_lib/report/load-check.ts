import "server-only";
import { cache } from "react";
import { checkTeam } from "@/lib/check/check-team";
import { isCardDataUnavailable } from "@/lib/cards/source";
import type { TeamReport } from "@/lib/report/report";
import type { InputError } from "@/lib/input/input-issue";
import { reportCacheKey } from "@/server/report-cache";
import { dayOf } from "@/lib/input/event-date";
import { services } from "@/server/services";
import type { SharedCheck } from "@/lib/share/encode";
import { decodeShare, type DecodeErrorCode } from "@/lib/share/decode";

export type LoadedCheck =
  | { kind: "damaged"; code: DecodeErrorCode }
  | { kind: "unavailable"; shared: SharedCheck; reason: string }
  | { kind: "rejected"; shared: SharedCheck; error: InputError }
  | { kind: "report"; shared: SharedCheck; report: TeamReport };

/**
 * Runs one check; card data that cannot be had is an answer ("unavailable"), not a crash.
 * With the link's parameter, openings of one link (page, metadata, OG image) share one computation.
 */
export async function runCheck(shared: SharedCheck, param?: string): Promise<LoadedCheck> {
  try {
    const { cardSource, reportCache } = services();
    const source = await cardSource();
    const compute = () => checkTeam(shared, source);
    const outcome = await (param
      ? reportCache.get(reportCacheKey(param, source.info, dayOf(new Date())), compute)
      : compute());
    return outcome.ok
      ? { kind: "report", shared, report: outcome.report }
      : { kind: "rejected", shared, error: outcome.error };
  } catch (error) {
    if (isCardDataUnavailable(error)) return { kind: "unavailable", shared, reason: error.message };
    throw error;
  }
}

/** Decodes and checks a `d` link once per request, shared by the page and its metadata. */
export const loadCheck = cache(async (param: string | undefined): Promise<LoadedCheck> => {
  const decoded = decodeShare(param);
  if (!decoded.success) return { kind: "damaged", code: decoded.code };
  return runCheck(decoded.data, param);
});
