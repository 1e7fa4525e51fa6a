import "server-only";
// Error bodies of the HTTP API (docs/api.md, Errors and limits): `{ error: { code, message } }`. Codes are public: never rename.
import type { InputError } from "@/lib/input/input-issue";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { translator, wordInputErrorIn } from "@/i18n/translator";

export type ApiErrorCode =
  "bad-request" | "too-large" | "rate-limited" | "card-data-unavailable" | "busy" | "not-found" | "event-closed";

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  "bad-request": 400,
  "too-large": 413,
  "rate-limited": 429,
  "card-data-unavailable": 503,
  busy: 503,
  "not-found": 404,
  "event-closed": 409,
};

export function apiError(code: ApiErrorCode, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: { code, message } }, { status: API_ERROR_STATUS[code], headers });
}

/** The 400 or 413 for a team that cannot be checked: `{ code, message }`, its message worded in `language`. */
export function inputRefusal(error: InputError, language: Locale = DEFAULT_LOCALE): Response {
  return apiError(error.code, wordInputErrorIn(error, language).message);
}

/** The 503 for a batch that found the server's batch work full (server/batch/batch-gate.ts), with when to come back. */
export function busyAnswer(retryAfterSeconds: number, language: Locale = DEFAULT_LOCALE): Response {
  return apiError("busy", translator(language, "apiErrors")("busy", { seconds: retryAfterSeconds }), {
    "Retry-After": String(retryAfterSeconds),
    "Cache-Control": "no-store",
  });
}
