import "server-only";
// The API's optional `language` (README, API): the language of each problem's `message`. Codes, params
// and every other field are the same in any language, and the report cache holds them language-neutral:
// the message is worded on the way out.
import { z } from "zod";
import type { InputError } from "@/lib/check/team-input";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/i18n/routing";

const languageSchema = z.enum(LOCALES, { error: `unknown language; valid languages are: ${LOCALES.join(", ")}` }).default(DEFAULT_LOCALE);

export function readLanguage(value: unknown): { ok: true; language: Locale } | { ok: false; error: InputError } {
  const parsed = languageSchema.safeParse(value ?? undefined);
  return parsed.success
    ? { ok: true, language: parsed.data }
    : { ok: false, error: { code: "bad-request", message: `language: ${parsed.error.issues[0]?.message ?? "unknown language"}` } };
}

/** The `language` of a JSON body, else of the URL's query (a CSV body has no field for it). */
export function requestedLanguage(json: unknown, url: string): unknown {
  const field = typeof json === "object" && json !== null && "language" in json ? (json as { language: unknown }).language : undefined;
  return field ?? new URL(url).searchParams.get("language") ?? undefined;
}
