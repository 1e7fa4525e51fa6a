"use client";
// The cells of a team's row (the table) or card (a phone), from the team's words made once (team-words.ts).
import { useTranslations } from "next-intl";
import type { BatchTeamResult } from "@/lib/batch/report";
import type { ProblemSummary } from "@/app/_lib/organizer/problem-summary";
import { CardName } from "../../report/card-name";
import { HELP_TEXT, buttonClass } from "../../ui/styles";
import type { TeamWords } from "./team-words";

/** A team and its words: what every cell takes. */
export interface TeamProps {
  team: BatchTeamResult;
  row: TeamWords;
}

export /** Why a team was not checked, naming its CSV row (a row that could not be read names it itself). */
function TeamError({ team }: { team: BatchTeamResult }) {
  const t = useTranslations("organizer");
  if (!team.error) return null;
  const namesRow = team.error.issues?.some((issue) => issue.why.code === "csv-row-unreadable") ?? false;
  return (
    <p className="mt-1 text-sm font-normal text-amber-900 dark:text-amber-100">
      {team.row !== undefined && !namesRow && `${t("csvRow", { row: team.row })} `}
      {/* The API words the refusal in the page's language (runBatch asks for it); fields go by the CSV's own headers. */}
      <span data-testid="team-error">{team.error.message}</span>
    </p>
  );
}

/** One problem in a few words, its card's name previewable as on the report; an unknown card's name stays text. */
function ProblemWords({ summary, cards }: { summary: ProblemSummary; cards: BatchTeamResult["cards"] }) {
  const t = useTranslations("batchProblems");
  const { card } = summary;
  const view = card === undefined ? undefined : cards[card];
  return t.rich(`summary.${summary.key}`, {
    ...summary.values,
    cardName: (chunks) => (card !== undefined && view ? <CardName name={card} links={view} /> : chunks),
  });
}

/** What is wrong, in a few words per problem: the first two, then how many more. */
export function TeamProblems({ team, row }: TeamProps) {
  const t = useTranslations("batchProblems");
  const { named, more } = row.problems;
  if (named.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-sm" data-testid="team-problems">
      {named.map((summary, index) => (
        <li key={index} className="break-words">
          <ProblemWords summary={summary} cards={team.cards} />
        </li>
      ))}
      {more > 0 && <li className="text-neutral-600 dark:text-neutral-400">{t("more", { count: more })}</li>}
    </ul>
  );
}

export function ReportLink({ team, row }: TeamProps) {
  const t = useTranslations("organizer");
  if (!team.share) return <>—</>;
  return (
    <a href={team.share} target="_blank" rel="noopener" className={buttonClass({ variant: "link" })}>
      {t("openReport")}
      <span className="sr-only">{t("openReportFor", { team: row.label })}</span>
    </a>
  );
}

export function FormatCell({ team, row }: TeamProps) {
  const t = useTranslations("organizer");
  return (
    <>
      {/* The event as the team's report names it: a Trios team's seats, a Giant's life and poison. */}
      {row.words.event || "—"}
      {team.ruleset === "classic" && team.variant !== "trios" && (
        <span className={`block ${HELP_TEXT}`}>{t("classicRule")}</span>
      )}
    </>
  );
}
