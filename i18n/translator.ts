// The words of every language outside a React tree: the API's `message` in the asked `language`, and
// the server pages' problem sentences. use-intl's core translator, fed the same messages files.
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import ja from "@/messages/ja.json";
import { deckNamer, describeIn, formatNamer, type ProblemWords, type Translate } from "./problem-text";
import type { Problem } from "@/lib/legality/problem";
import { DEFAULT_LOCALE, type Locale } from "./routing";

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
export function problemsIn<P extends Problem>(problems: readonly P[], deckNames: readonly (string | undefined)[], locale: Locale): P[] {
  if (locale === DEFAULT_LOCALE) return [...problems];
  const describe = describeIn(problemWords(locale, deckNames));
  return problems.map((problem) => ({ ...problem, message: describe(problem) }));
}
