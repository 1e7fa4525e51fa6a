import "server-only";
// The answer of POST /api/validate for a team that passed the input schema: its report with the link
// that reopens it (200), a list the parser refuses (400), or no card data (503).
import { isCardDataUnavailable, type CardSource } from "@/lib/cards/source";
import { checkValidTeam } from "@/lib/check-team";
import type { ApiReport } from "@/lib/report";
import { sharedCheckOf, shareUrl } from "@/lib/share";
import type { ValidTeamInput } from "@/lib/team-input";
import { apiError } from "./api-error";

export const CARD_DATA_HINT = "Or use offline card data (npm run cards:download, or CARD_DATA).";

export async function answerCheck(input: ValidTeamInput, source: () => Promise<CardSource>, now?: Date): Promise<Response> {
  try {
    const outcome = await checkValidTeam(input, await source(), { now });
    if (!outcome.ok) return apiError(outcome.error.code, outcome.error.message);
    const report: ApiReport = { ...outcome.report, share: shareUrl(sharedCheckOf(input, outcome.report)) };
    return Response.json(report);
  } catch (error) {
    if (isCardDataUnavailable(error)) {
      return apiError("card-data-unavailable", `Card data is unavailable: ${error.message} ${CARD_DATA_HINT}`);
    }
    throw error;
  }
}
