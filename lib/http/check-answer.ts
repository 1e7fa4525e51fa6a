// The answer of POST /api/validate for a team that passed the input schema: a report (200), a list the
// parser refuses (400), or no card data (503). The request thread and the check thread both answer with it.
import { CardDataUnavailableError, type CardSource } from "../cards/source";
import { checkValidTeam, type ValidTeamInput } from "../check-team";
import { apiErrorAnswer } from "./api-error";
import { jsonAnswer, type JsonAnswer } from "./json-answer";

export async function answerCheck(input: ValidTeamInput, cardSource: () => Promise<CardSource>, now?: Date): Promise<JsonAnswer> {
  try {
    const outcome = await checkValidTeam(input, await cardSource(), { now });
    return outcome.ok ? jsonAnswer(200, outcome.report) : apiErrorAnswer(outcome.error.code, outcome.error.message);
  } catch (error) {
    if (error instanceof CardDataUnavailableError) {
      return apiErrorAnswer(
        "card-data-unavailable",
        `Card data is unavailable: ${error.message} Or use offline card data (npm run cards:download, or CARD_DATA).`,
      );
    }
    throw error;
  }
}
