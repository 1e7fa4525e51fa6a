// Each team's words for the organizer's table, made once per team and render of the results (not once per
// cell: both the table and the phone's cards show every team) and passed down to the cells.
import { useLocale, useMessages } from "next-intl";
import { useMemo } from "react";
import type { BatchTeamResult } from "@/lib/batch/report";
import { reportWords, type ReportWords } from "@/i18n/report-words";
import type { LanguageMessages } from "@/i18n/translate";
import type { Locale } from "@/i18n/locales";
import { teamLabel, type RowWords } from "@/app/_lib/organizer/batch-table";
import { rowProblems, type ProblemSummary } from "@/app/_lib/organizer/problem-summary";

/** What a team's row shows in the reader's language. */
export interface TeamWords {
  words: ReportWords;
  /** The team's name, or "Team 3" in the reader's language. */
  label: string;
  /** "Alice and Player 2". */
  players: string;
  /** The first problems in a few words each, and how many more. */
  problems: { named: ProblemSummary[]; more: number };
}

/** Every team's words by index, and the row words the table sorts by (the same words, in the reader's order). */
export function useTeamsWords(teams: readonly BatchTeamResult[]): { byTeam: Map<number, TeamWords>; rows: RowWords } {
  const locale = useLocale() as Locale;
  const messages = useMessages() as LanguageMessages;
  return useMemo(() => {
    const byTeam = new Map(
      teams.map((team) => {
        const words = reportWords(locale, messages, {
          decks: team.decks ?? team.players.map((name) => ({ name })),
          format: team.format,
          name: team.name,
          variant: team.variant,
          seatFormats: team.seatFormats,
        });
        const label = teamLabel(team, (number) => words.teamNumber(number));
        const problems = rowProblems(team.problems, { deck: words.deckName, format: words.formatName });
        return [team.index, { words, label, players: words.and(words.deckNames), problems }] as const;
      }),
    );
    const of = (team: BatchTeamResult) => byTeam.get(team.index)!;
    const rows: RowWords = {
      locale,
      name: (team) => of(team).label,
      players: (team) => of(team).players,
      format: (team) => of(team).words.event,
    };
    return { byTeam, rows };
  }, [teams, locale, messages]);
}
