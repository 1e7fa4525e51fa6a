// The report's words in the reader's language for components rendered on the server (the report page)
// and in the browser (the organizer's printed sheets): next-intl's hooks work in both.
import { useLocale, useTranslations } from "next-intl";
import { deckNamer, formatNamer, lineNamer, problemWording, wordLineReason } from "@/i18n/problem-text";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/routing";
import type { LineReason } from "@/lib/decklist/line-reason";
import { formatDate, formatDateTime, type PlaceNames } from "@/app/_lib/report/report-view";

/** Needs the "report", "problems", "formats" and "commander" messages. `deckNames`: the decks' names as given. */
export function useReportWords(deckNames: readonly (string | undefined)[]) {
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const t = useTranslations("report");
  const problems = useTranslations("problems");
  const formats = useTranslations("formats");
  const commander = useTranslations("commander");
  const formatName = formatNamer(formats, (id) => formats.has(id));
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
