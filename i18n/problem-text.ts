// What every sentence of a report is worded with (docs/development.md, Languages): the translator's type, and
// the namers of decks, formats, lines, line reasons and card languages in the reader's language. A problem's
// sentence is i18n/problem-wording.ts; arrays (copies, line numbers) are joined with Intl.ListFormat there.
import type { LineReason } from "@/lib/decklist/line-reason";
import type { Locale } from "./locales";

/**
 * next-intl's `t` for one namespace, or use-intl's createTranslator for it, as the helpers here take it:
 * their keys are built from values (`colors.${letter}`), which the compiler cannot check. A method's
 * parameters are compared both ways, so a `t` whose keys are checked (global.d.ts) is one too.
 */
export type Translate = {
  translate(key: string, values?: Record<string, string | number>): string;
}["translate"];

/** A `t`'s `has`, for keys that come from values (a format id read from a link). */
export type HasKey = { has(key: string): boolean }["has"];

export interface ProblemWords {
  locale: Locale;
  /** t for the "problems" namespace. */
  t: Translate;
  /** A format's name in this language ("モダン"), from its id. */
  formatName: (id: string) => string;
  /** A deck's name as the report shows it ("Player 1" in the reader's language when unnamed). */
  deckName: (index: number) => string;
  /** A colour's name from its WUBRG letter, "C" for colourless (the "commander" messages' colors). */
  colorName: (letter: string) => string;
  /** A card in a deck as its list wrote it ("稲妻 (Lightning Bolt)", i18n/written-name.ts); the Oracle name when not given. */
  cardName?: (card: string, deck?: number) => string;
}

/**
 * "Player 2" in the reader's language for a deck with no name; the name as given otherwise. The report
 * keeps a deck's name as typed ("" when none), so every sentence names a deck by its index here.
 * `formats`: t for the "formats" messages.
 */
export function deckNamer(formats: Translate, names: readonly (string | undefined)[]): (index: number) => string {
  return (index) => names[index]?.trim() || formats("player", { number: index + 1 });
}

/** A format's name from its id in this language; an id the messages do not name stays as it is. */
export function formatNamer(formats: Translate, has: HasKey): (id: string) => string {
  return (id) => (has(id) ? formats(id) : id);
}

/** "line 3", "lines 3, 7" in the reader's language. `problems`: t for the "problems" messages. */
export function lineNamer(
  problems: Translate,
  locale: Locale,
): (lines: readonly (number | string)[], count?: number) => string {
  // "lines 3, 7" in English as the API words it; "líneas 3 y 7", "righe 3 e 7", "3、7行目" elsewhere.
  const numbers = new Intl.ListFormat(
    locale,
    locale === "en" ? { type: "unit", style: "short" } : { type: "conjunction" },
  );
  // `count`: how many lines `lines` name when some are runs ("26–850").
  return (lines, count = lines.length) =>
    lines.length === 0 ? "" : problems("lines", { count, list: numbers.format(lines.map(String)) });
}

/** Sorted line numbers as runs: [3, 4, 5, 9] → ["3–5", "9"]. */
export function lineRanges(lines: readonly number[]): string[] {
  const ranges: string[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end + 1 < lines.length && lines[end + 1] === lines[end]! + 1) end++;
    ranges.push(end === start ? String(lines[start]) : `${lines[start]}–${lines[end]}`);
    start = end + 1;
  }
  return ranges;
}

/** Why the list reader left a line out, in a language. `problems`: t for the "problems" messages. */
export function wordLineReason(why: LineReason, problems: Translate): string {
  const key = `lineReasons.${why.code}`;
  // An unnamed zone has its own words; every other reason's values are its placeholders.
  return why.code === "in-zone"
    ? problems(key, { named: String(why.zone !== ""), zone: why.zone })
    : problems(key, why);
}

/** Scryfall's language codes that are not BCP 47 ones (Scryfall's card object docs, `lang`). */
const BCP47_OF_SCRYFALL: Readonly<Record<string, string>> = { zhs: "zh-Hans", zht: "zh-Hant" };

/** A card language's name in `locale` from Scryfall's code ("de" → "German", "ドイツ語"); the code itself when Intl has no name for it. */
export function languageNamer(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames(locale, { type: "language", fallback: "code" });
  return (code) => {
    try {
      return names.of(BCP47_OF_SCRYFALL[code] ?? code) ?? code;
    } catch {
      return code;
    }
  };
}
