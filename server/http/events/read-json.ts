import "server-only";
// A JSON body for the events' API, read as POST /api/validate reads one: the rate limit first, the size cap,
// then the `language` its refusals are worded in (docs/api.md, Errors and limits).
import type { Locale } from "@/i18n/locales";
import { apiError, inputRefusal } from "../api-error";
import { readLanguage, requestedLanguage } from "../api-language";
import { rejectOverLimit, type RateLimiter } from "../rate-limit";
import { bodyRefusal, readBodyCapped } from "../read-body";
import { MAX_BODY_BYTES } from "../validate-handler";

export type ReadJson = { ok: true; json: unknown; language: Locale } | { ok: false; answer: Response };

export async function readJsonRequest(
  request: Request,
  limiter: RateLimiter | undefined,
  example: string,
): Promise<ReadJson> {
  const refused = limiter && (await rejectOverLimit(limiter, "api", request.headers));
  if (refused) return { ok: false, answer: refused };
  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok) return { ok: false, answer: bodyRefusal(body.reason, MAX_BODY_BYTES) };
  let json: unknown;
  try {
    json = body.text.trim() === "" ? {} : JSON.parse(body.text);
  } catch {
    return { ok: false, answer: apiError("bad-request", `body: not valid JSON; send ${example}.`) };
  }
  const language = readLanguage(requestedLanguage(json, request.url));
  if (!language.ok) return { ok: false, answer: inputRefusal(language.error) };
  return { ok: true, json, language: language.language };
}

/** The `language` of a request without a body (a GET), else the event's own. */
export function queryLanguage(
  request: Request,
  fallback: Locale,
): { ok: true; language: Locale } | { ok: false; answer: Response } {
  const asked = new URL(request.url).searchParams.get("language");
  const language = readLanguage(asked ?? fallback);
  return language.ok ? language : { ok: false, answer: inputRefusal(language.error) };
}
