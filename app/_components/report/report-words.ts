// The report's words in the reader's language for components rendered on the server (the report page)
// and in the browser (the organizer's table and printed sheets): a thin hook over next-intl that feeds
// the one words builder (i18n/report-words.ts) the reader's locale and the messages its page has.
import { useFormatter, useLocale, useMessages, useTranslations } from "next-intl";
import { useMemo } from "react";
import { lineNamer } from "@/i18n/problem-text";
import { reportWords, type WordsTeam } from "@/i18n/report-words";
import type { LanguageMessages } from "@/i18n/translate";
import type { WrittenDeck } from "@/i18n/written-name";
import type { Locale } from "@/i18n/locales";
import { formatDate, formatDateTime, rulesVersionText, type PlaceNames } from "@/app/_lib/report/report-view";

/** The team the words are for: a report or batch team, or just its decks' names (and their lists). */
function teamOf(team: WordsTeam | readonly (string | undefined)[], decks: readonly WrittenDeck[]): WordsTeam {
  return Array.isArray(team)
    ? { decks: (team as readonly (string | undefined)[]).map((name, index) => ({ ...decks[index], name })) }
    : (team as WordsTeam);
}

/** The builder's words for one team, made once per team and messages (computed once, then passed down). */
export function useTeamWords(team: WordsTeam) {
  const locale = useLocale() as Locale;
  const messages = useMessages() as LanguageMessages;
  return useMemo(() => reportWords(locale, messages, team), [locale, messages, team]);
}

/**
 * Needs the "report", "problems", "formats", "commander" and "cards" messages. `team`: the report (or a
 * batch team), or the decks' names as given with `decks`, whose lists name cards as they wrote them.
 */
export function useReportWords(team: WordsTeam | readonly (string | undefined)[], decks: readonly WrittenDeck[] = []) {
  const locale = useLocale();
  const format = useFormatter();
  const t = useTranslations("report");
  const problems = useTranslations("problems");
  const formats = useTranslations("formats");
  const words = useTeamWords(teamOf(team, decks));
  const { deckNames, deckName } = words;
  const places: PlaceNames = {
    team: deckNames.length > 2 ? t("allDecks", { count: deckNames.length }) : t("bothDecks"),
    pool: t("teamPool"),
    allowed: t("alsoAllowed"),
    deck: deckName,
    lines: lineNamer(problems, locale),
    placeLines: (place, lines) => problems("placeLines", { place, lines }),
  };
  return {
    t,
    ...words,
    /** "Counterspell or Countervailing Winds": choices a sentence offers. */
    or: (items: Iterable<string>) => format.list(items, { type: "disjunction" }),
    formats,
    places,
    wordProblem: words.problem,
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
