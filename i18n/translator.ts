// The words of every language outside a React tree: the API's `message` in the asked `language`, and
// the server pages' problem sentences. use-intl's core translator, fed the same messages files.
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import ja from "@/messages/ja.json";
import { deckNamer, describeIn, formatNamer, lineReasonNamer, type ProblemWords, type Translate } from "./problem-text";
import { describeInputErrorIn, teamFieldNamer } from "./input-error-text";
import type { InputError } from "@/lib/input/input-issue";
import type { Problem } from "@/lib/legality/problem";
import { DEFAULT_LOCALE, type Locale } from "./locales";

const MESSAGES = { en, es, it: itMessages, ja } as const;

/** t for one namespace of `locale`'s messages. */
export function translator(locale: Locale, namespace: keyof typeof en): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** A format's name from its id in `locale` ("modern" → "モダン"); an id it does not know stays as it is. */
export function formatNameIn(locale: Locale): (id: string) => string {
  const known = new Set(Object.keys(MESSAGES[locale].formats));
  return formatNamer(translator(locale, "formats"), (id) => known.has(id));
}

/** What describeIn needs for a team's problems in `locale`. */
export function problemWords(locale: Locale, deckNames: readonly (string | undefined)[]): ProblemWords {
  const formats = translator(locale, "formats");
  const commander = translator(locale, "commander");
  return {
    locale,
    t: translator(locale, "problems"),
    formatName: formatNameIn(locale),
    deckName: deckNamer(formats, deckNames),
    colorName: (letter) => commander(`colors.${letter}`),
  };
}

/** Problems with `message` in `locale`; English keeps the core describer's own words (the API's contract). */
export function problemsIn<P extends Problem>(
  problems: readonly P[],
  deckNames: readonly (string | undefined)[],
  locale: Locale,
): P[] {
  if (locale === DEFAULT_LOCALE) return [...problems];
  const describe = describeIn(problemWords(locale, deckNames));
  return problems.map((problem) => ({ ...problem, message: describe(problem) }));
}

/**
 * Why a check was refused, in `locale`. `deckNames`: with them, fields are named as the form names them
 * ("Bob's list", the report page); without, as the sender sent them (the API's paths, a CSV's headers).
 */
export function describeInputErrorInLocale(
  locale: Locale,
  deckNames?: readonly (string | undefined)[],
): (error: InputError) => string {
  const t = translator(locale, "inputErrors");
  const fieldName =
    deckNames &&
    teamFieldNamer(t, deckNamer(translator(locale, "formats"), deckNames), (key) =>
      hasMessage(MESSAGES[locale].inputErrors, key),
    );
  return describeInputErrorIn({
    locale,
    t,
    formatName: formatNameIn(locale),
    lineReason: lineReasonNamer(translator(locale, "problems")),
    ...(fieldName && { fieldName }),
  });
}

/** The refusal with `message` in `locale`; English keeps the core's own words (the API's contract). */
export function inputErrorIn(error: InputError, locale: Locale): InputError {
  return locale === DEFAULT_LOCALE ? error : { ...error, message: describeInputErrorInLocale(locale)(error) };
}

function hasMessage(messages: object, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split("."))
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string";
}
