import "server-only";
// The API's optional `language` (docs/api.md, `language`): the language of each problem's `message`. Codes, params
// and every other field are the same in any language, and the report cache holds them language-neutral:
// the message is worded on the way out.
import { z } from "zod";
import { inputError, type InputError } from "@/lib/input/input-issue";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/i18n/locales";

const languageSchema = z.enum(LOCALES).default(DEFAULT_LOCALE);

export function readLanguage(value: unknown): { ok: true; language: Locale } | { ok: false; error: InputError } {
  const parsed = languageSchema.safeParse(value ?? undefined);
  return parsed.success
    ? { ok: true, language: parsed.data }
    : {
        ok: false,
        error: inputError("bad-request", [
          { field: "language", why: { code: "unknown-language", languages: [...LOCALES] } },
        ]),
      };
}

/** The `language` of a JSON body, else of the URL's query (a CSV body has no field for it). */
export function requestedLanguage(json: unknown, url: string): unknown {
  const field =
    typeof json === "object" && json !== null && "language" in json
      ? (json as { language: unknown }).language
      : undefined;
  return field ?? new URL(url).searchParams.get("language") ?? undefined;
}
