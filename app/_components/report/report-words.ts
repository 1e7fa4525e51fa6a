// The report's words in the reader's language for components rendered on the server (the report page)
// and in the browser (the organizer's printed sheets): next-intl's hooks work in both.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { deckNamer, formatNamer, lineNamer, problemWording, wordLineReason, type Translate } from "@/i18n/problem-text";
import type { LineReason } from "@/lib/decklist/line-reason";
import { formatDate, formatDateTime, type PlaceNames } from "@/app/_lib/report/report-view";

/** Needs the "report", "problems", "formats" and "commander" messages. `deckNames`: the decks' names as given. */
export function useReportWords(deckNames: readonly (string | undefined)[]) {
  const locale = useLocale();
  const format = useFormatter();
  const t = useTranslations("report");
  const problems = useTranslations("problems");
  const formats = useTranslations("formats");
  // Color names' keys are built from a letter: the compiler cannot check them.
  const commander: Translate = useTranslations("commander");
  const formatName = formatNamer(formats, formats.has);
  const deckName = deckNamer(formats, deckNames);
  const places: PlaceNames = {
    team: t("bothDecks"),
    pool: t("teamPool"),
    allowed: t("alsoAllowed"),
    deck: deckName,
    lines: lineNamer(problems, locale),
  };
  return {
    locale,
    t,
    /** "Alice and Bob", "Alice y Bob": names a sentence lists, in the reader's language. */
    and: (items: Iterable<string>) => format.list(items, { type: "conjunction" }),
    /** "Counterspell or Countervailing Winds": choices a sentence offers. */
    or: (items: Iterable<string>) => format.list(items, { type: "disjunction" }),
    formats,
    formatName,
    deckName,
    places,
    /** Why the list reader left a line out (an ignored or unparsed line's `why`). */
    lineReason: (why: LineReason) => wordLineReason(why, problems),
    wordProblem: problemWording({
      locale,
      t: problems,
      formatName,
      deckName,
      colorName: (letter) => commander(`colors.${letter}`),
    }),
    /** "22 Nov 2026, 02:31 UTC" in the reader's locale. */
    dateTime: (iso: string | null | undefined) => {
      const text = formatDateTime(iso, locale);
      return text === null ? null : t("utc", { date: text });
    },
    date: (iso: string | null | undefined) => formatDate(iso, locale),
  };
}

export type ReportWords = ReturnType<typeof useReportWords>;
