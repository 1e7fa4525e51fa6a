import "server-only";
// POST /api/validate as a plain web Request → Response function, so it is tested without Next.js.
import type { CardSource } from "@/lib/cards/source";
import { LIMITED_ONLY_FIELDS, readTeamInput } from "@/lib/team-input";
import { apiError } from "./api-error";
import { answerCheck } from "./check-answer";
import { rejectOverLimit, type RateLimiter } from "./rate-limit";
import { readBodyCapped } from "./read-body";

export const MAX_BODY_BYTES = 1_000_000;
export const MAX_LIST_BYTES = 200_000;

export interface ValidateDependencies {
  cardSource: () => Promise<CardSource>;
  now?: () => Date;
  /** The API's per-client limit (DESIGN §3), counted before the body is read. */
  limiter?: RateLimiter;
}

const isOversized = (text: unknown) => typeof text === "string" && Buffer.byteLength(text, "utf8") > MAX_LIST_BYTES;

/** The first list over MAX_LIST_BYTES, by its field name: a deck's list, the pool or the allowed cards. */
export function oversizedList(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  if ("decks" in body && Array.isArray(body.decks)) {
    const index = body.decks.findIndex((deck: unknown) => deck !== null && typeof deck === "object" && "list" in deck && isOversized(deck.list));
    if (index >= 0) return `decks.${index}.list`;
  }
  return Object.keys(LIMITED_ONLY_FIELDS).find((field) => isOversized((body as Record<string, unknown>)[field]));
}

export async function handleValidateRequest(request: Request, dependencies: ValidateDependencies): Promise<Response> {
  const refused = dependencies.limiter && rejectOverLimit(dependencies.limiter, "api", request.headers);
  if (refused) return refused;

  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === "too-large"
      ? apiError("too-large", `The request body is over ${MAX_BODY_BYTES / 1_000_000} MB.`)
      : apiError("bad-request", "body: the request body could not be read.");
  }

  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return apiError("bad-request", 'body: not valid JSON; send { "format", "ruleset", "decks": [{ "name", "list" }, { "name", "list" }] }.');
  }
  const oversized = oversizedList(json);
  if (oversized !== undefined) return apiError("too-large", `${oversized}: a list is at most ${MAX_LIST_BYTES / 1000} KB.`);

  const read = readTeamInput(json);
  if (!read.ok) return apiError(read.error.code, read.error.message);
  return answerCheck(read.input, dependencies.cardSource, dependencies.now?.());
}
