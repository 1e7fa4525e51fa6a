import "server-only";
// POST /api/validate as a plain web Request → Response function, so it is tested without Next.js.
import type { CardSource } from "@/lib/cards/source";
import { readTeamInput } from "@/lib/input/team-input";
import { apiError, inputRefusal } from "./api-error";
import { readLanguage, requestedLanguage } from "./api-language";
import { answerCheck } from "./check-answer";
import { rejectOverLimit, type RateLimiter } from "./rate-limit";
import { bodyRefusal, readBodyCapped } from "./read-body";
import { oversizedList } from "./team-limits";
import { resolveDeckLinks, type LinkReader } from "../deck-links/resolve-links";

export const MAX_BODY_BYTES = 1_000_000;

export interface ValidateDependencies {
  cardSource: () => Promise<CardSource>;
  now?: () => Date;
  /** The API's per-client limit (docs/api.md, Errors and limits), counted before the body is read. */
  limiter?: RateLimiter;
  /** Reads deck links (`decks[].url`, a list that is only a link); without it a link is checked as the text it is. */
  deckLinks?: LinkReader;
}

export async function handleValidateRequest(request: Request, dependencies: ValidateDependencies): Promise<Response> {
  const refused = dependencies.limiter && (await rejectOverLimit(dependencies.limiter, "api", request.headers));
  if (refused) return refused;

  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok) return bodyRefusal(body.reason, MAX_BODY_BYTES);

  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return apiError(
      "bad-request",
      'body: not valid JSON; send { "format", "ruleset", "decks": [{ "name", "list" }, { "name", "list" }] }.',
    );
  }
  // The language first, so that a refusal of the team is worded in it.
  const language = readLanguage(requestedLanguage(json, request.url));
  if (!language.ok) return inputRefusal(language.error);
  const oversized = oversizedList(json);
  if (oversized) return inputRefusal(oversized, language.language);

  const resolved = dependencies.deckLinks
    ? await resolveDeckLinks(json, dependencies.deckLinks)
    : { ok: true as const, team: json };
  if (!resolved.ok) return inputRefusal(resolved.error, language.language);
  const read = readTeamInput(resolved.team);
  if (!read.ok) return inputRefusal(read.error, language.language);
  return answerCheck(read.input, dependencies.cardSource, dependencies.now?.(), language.language);
}
