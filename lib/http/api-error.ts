// Error bodies of the HTTP API (DESIGN §3): `{ error: { code, message } }`. Codes are public: never rename.
import { jsonAnswer, jsonResponse, type JsonAnswer } from "./json-answer";

export type ApiErrorCode = "bad-request" | "too-large" | "rate-limited" | "card-data-unavailable";

const STATUS: Record<ApiErrorCode, number> = {
  "bad-request": 400,
  "too-large": 413,
  "rate-limited": 429,
  "card-data-unavailable": 503,
};

export function apiErrorAnswer(code: ApiErrorCode, message: string): JsonAnswer {
  return jsonAnswer(STATUS[code], { error: { code, message } });
}

export function apiError(code: ApiErrorCode, message: string, headers?: HeadersInit): Response {
  return jsonResponse(apiErrorAnswer(code, message), headers);
}
