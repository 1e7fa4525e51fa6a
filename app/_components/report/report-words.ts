// The report's words in the reader's language for components rendered on the server (the report page)
// and in the browser (the organizer's printed sheets): next-intl's hooks work in both.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { deckNamer, formatNamer, lineNamer, problemWording, wordLineReason, type Translate } from "@/i18n/problem-text";
import { withWritten, writtenLookup, type WrittenDeck } from "@/i18n/written-name";
import type { LineReason } from "@/lib/decklist/line-reason";
import { formatDate, formatDateTime, rulesVersionText, type PlaceNames } from "@/app/_lib/report/report-view";

/**
 * Needs the "report", "problems", "formats" and "commander" messages. `deckNames`: the decks' names as given;
 * `decks`: the report's decks, whose lists name cards as they wrote them ("稲妻 (Lightning Bolt)").
 */
export function useReportWords(deckNames: readonly (string | undefined)[], decks: readonly WrittenDeck[] = []) {
  const locale = useLocale();
  const format = useFormatter();
  const t = useTranslations("report");
  const problems = useTranslations("problems");
  const formats = useTranslations("formats");
  // Color names' keys are built from a letter: the compiler cannot check them.
  const commander: Translate = useTranslations("commander");
  const formatName = formatNamer(formats, formats.has);
  const deckName = deckNamer(formats, deckNames);
  const and = (items: Iterable<string>) => format.list(items, { type: "conjunction" });
  const written = writtenLookup(decks);
  const cardName = (card: string, deck?: number) => withWritten(card, written(card, deck), and);
  const places: PlaceNames = {
    team: deckNames.length > 2 ? t("allDecks", { count: deckNames.length }) : t("bothDecks"),
    pool: t("teamPool"),
    allowed: t("alsoAllowed"),
    deck: deckName,
    lines: lineNamer(problems, locale),
    placeLines: (place, lines) => problems("placeLines", { place, lines }),
  };
  return {
    locale,
    t,
    /** "Alice and Bob", "Alice y Bob": names a sentence lists, in the reader's language. */
    and,
    /** "Counterspell or Countervailing Winds": choices a sentence offers. */
    or: (items: Iterable<string>) => format.list(items, { type: "disjunction" }),
    formats,
    formatName,
    deckName,
    places,
    /** A card as the lists wrote it: in `deck`'s list, or in any list of the team. */
    cardName,
    /** The names the lists wrote for a card when not its Oracle name, for a name shown beside its preview. */
    written,
    /** Why the list reader left a line out (an ignored or unparsed line's `why`). */
    lineReason: (why: LineReason) => wordLineReason(why, problems),
    wordProblem: problemWording({
      locale,
      t: problems,
      formatName,
      deckName,
      colorName: (letter) => commander(`colors.${letter}`),
      cardName,
    }),
    /** "22 Nov 2026, 02:31 UTC" in the reader's locale. */
    dateTime: (iso: string | null | undefined) => {
      const text = formatDateTime(iso, locale);
      return text === null ? null : t("utc", { date: text });
    },
    date: (iso: string | null | undefined) => formatDate(iso, locale),
    /** A report's `rulesVersion` in the reader's language: "MTR 27 feb 2026". */
    rulesVersion: (rulesVersion: string) => rulesVersionText(rulesVersion, t, locale),
  };
}

export type ReportWords = ReturnType<typeof useReportWords>;
