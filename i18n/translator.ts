// The words of every language outside a React tree: the API's `message` in the asked `language`, and
// the server pages' problem sentences. use-intl's core translator, fed the same messages files.
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import ja from "@/messages/ja.json";
import { describeIn, type ProblemWords, type Translate } from "./problem-text";
import type { Problem } from "@/lib/legality/problem";
import { deckDisplayName } from "@/lib/check/deck-name";
import { DEFAULT_LOCALE, type Locale } from "./routing";

const MESSAGES = { en, es, it: itMessages, ja } as const;

/** t for one namespace of `locale`'s messages. */
export function translator(locale: Locale, namespace: keyof typeof en): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  return (key, values) => (t as unknown as Translate)(key, values);
}

/**
 * "Player 2" in the reader's language for a deck with no name; the name as given otherwise. Reports
 * already name an unnamed deck in English (lib/check/deck-name.ts): that name is worded again too.
 */
export function deckNamer(formats: Translate, names: readonly (string | undefined)[]): (index: number) => string {
  return (index) => {
    const name = names[index]?.trim();
    return name && name !== deckDisplayName(undefined, index) ? name : formats("player", { number: index + 1 });
  };
}

/** A format's name from its id, in this language; an id it does not know stays as it is. */
export function formatNamer(formats: Translate, locale: Locale): (id: string) => string {
  const known = new Set(Object.keys(MESSAGES[locale].formats));
  return (id) => (known.has(id) ? formats(id) : id);
}

/** What describeIn needs for a team's problems in `locale`. */
export function problemWords(locale: Locale, deckNames: readonly (string | undefined)[]): ProblemWords {
  const formats = translator(locale, "formats");
  return { locale, t: translator(locale, "problems"), formatName: formatNamer(formats, locale), deckName: deckNamer(formats, deckNames) };
}

/** Problems with `message` in `locale`; English keeps the core describer's own words (the API's contract). */
export function problemsIn<P extends Problem>(problems: readonly P[], deckNames: readonly (string | undefined)[], locale: Locale): P[] {
  if (locale === DEFAULT_LOCALE) return [...problems];
  const describe = describeIn(problemWords(locale, deckNames));
  return problems.map((problem) => ({ ...problem, message: describe(problem) }));
}
