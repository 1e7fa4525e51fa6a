// What every problem's wording (i18n/words/problems.ts) builds its sentence from, made once per report: the
// reader's lists, lines, decks, colors, and the per-deck copies a team-wide problem names. Kept apart from
// the table so the table reads one code per entry, as lib/fix/fix-rules.ts does.
import type { LineReason } from "@/lib/decklist/line-reason";
import type { DeckCopiesParam, PoolCopiesParam, ProblemParams } from "@/lib/legality/problem";
import type { Locale } from "../locales";
import { dayName } from "../event-date";
import {
  languageNamer,
  lineNamer,
  lineRanges,
  wordLineReason,
  type ProblemWords,
  type Translate,
} from "../problem-text";

export interface ProblemHelpers {
  t: Translate;
  and: (items: readonly string[]) => string;
  or: (items: readonly string[]) => string;
  formatName: (id: string) => string;
  deckName: (index: number) => string;
  /** A card as the deck's list (or any list) wrote it ("稲妻 (Lightning Bolt)"). */
  cardName: (card: string, deck?: number) => string;
  /** "line 3", "lines 3, 7". */
  lines: (lines: readonly number[]) => string;
  /** "Alice: 4 (line 2) and Bob: 2 as 稲妻 (line 3)". */
  copies: (list: readonly DeckCopiesParam[]) => string;
  /** The decks' copies, or the pool's when no deck has the card. */
  where: (decks: readonly DeckCopiesParam[], pool: readonly PoolCopiesParam[]) => string;
  /** "Alice, lines 26–850": a place and its lines, runs written as ranges. */
  placeLines: (place: string, lines: readonly number[]) => string;
  /** "the team pool", "also allowed". */
  listName: (list: "pool" | "allowed") => string;
  /** "white and blue"; "colorless" for "". */
  colors: (identity: string) => string;
  lineReason: (why: LineReason) => string;
  /** "Spanish": each language by its Scryfall code, in the reader's language. */
  languages: (codes: readonly string[]) => string;
  /** "Coercion (German)": each candidate with the languages its printed names matched in. */
  candidates: (params: ProblemParams["ambiguous-card"]) => string[];
  /** "December 4, 2026": a day (YYYY-MM-DD) in the reader's language. */
  day: (day: string) => string;
  locale: Locale;
}

/** A long text cut to `max` characters, so a pasted essay does not become the message. */
export const quote = (text: string, max = 80) => {
  const shown = visibleControls(text);
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
};

/**
 * A control character (NUL, BEL, …) pasted in a list shows as a box in most fonts: each is shown as its
 * Unicode control picture instead ("␀", "␇", "␡"), which says what it is. Tabs stay as they are.
 */
export function visibleControls(text: string): string {
  return text.replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, (control) =>
    control === "\u007F" ? "\u2421" : String.fromCharCode(0x2400 + control.charCodeAt(0)),
  );
}

export function problemHelpers(words: ProblemWords): ProblemHelpers {
  const { locale, t, colorName } = words;
  const andList = new Intl.ListFormat(locale, { type: "conjunction" });
  const orList = new Intl.ListFormat(locale, { type: "disjunction" });
  const and = (items: readonly string[]) => andList.format(items);
  const lines = lineNamer(t, locale);
  const languageName = languageNamer(locale);
  const listName = (list: "pool" | "allowed") => t(list === "pool" ? "poolList" : "allowedList");
  // A deck that wrote another name for the card (a printed name, a face) says which: "Bob: 2 as 稲妻 (line 7)".
  const copies = (list: readonly DeckCopiesParam[]) =>
    and(
      list.map((each) =>
        t(each.written?.length ? "deckCopiesWritten" : "deckCopies", {
          deck: words.deckName(each.deck),
          quantity: each.quantity,
          lines: lines(each.lines),
          written: and(each.written ?? []),
        }),
      ),
    );
  const poolCopies = (list: readonly PoolCopiesParam[]) =>
    and(
      list.map((each) =>
        t("deckCopies", { deck: listName(each.list), quantity: each.quantity, lines: lines(each.lines) }),
      ),
    );
  return {
    t,
    and,
    or: (items) => orList.format(items),
    formatName: words.formatName,
    deckName: words.deckName,
    cardName: words.cardName ?? ((card) => card),
    lines,
    copies,
    where: (decks, pool) => (decks.length > 0 ? copies(decks) : poolCopies(pool)),
    placeLines: (place, numbers) => t("placeLines", { place, lines: lines(lineRanges(numbers), numbers.length) }),
    listName,
    colors: (identity) => (identity === "" ? colorName("C") : and([...identity].map(colorName))),
    lineReason: (why) => wordLineReason(why, t),
    languages: (codes) => and(codes.map(languageName)),
    candidates: ({ candidates, candidateLanguages = [] }) =>
      candidates.map((name) => {
        const languages = candidateLanguages
          .filter((each) => each.name === name)
          .map((each) => languageName(each.language));
        return languages.length > 0 ? t("candidateInLanguages", { card: name, languages: and(languages) }) : name;
      }),
    day: (day) => dayName(locale, day),
    locale,
  };
}
