"use client";
// The organizer's results: a summary, then one row per team (a card per team on a phone), sortable and
// filterable, and the CSV to keep. Each team's words are made once per render (batch-results/team-words.ts).
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { BatchReport, BatchTeamResult } from "@/lib/batch/report";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { DEFAULT_VIEW, summaryLine, visibleTeams, type TableView } from "@/app/_lib/organizer/batch-table";
import { CardPreviews } from "../report/card-previews";
import { useReportWords } from "../report/report-words";
import { ResultsControls } from "./batch-results/controls";
import { ResultsTable } from "./batch-results/results-table";
import { TeamCard } from "./batch-results/team-rows";
import { useTeamsWords } from "./batch-results/team-words";
import { Section } from "../ui/section";
import { HELP_TEXT } from "../ui/styles";
import { EventDateLine } from "../report/event-date-line";

/** The batch's answer: a summary, then one row per team, sortable and filterable, and the CSV to keep. */
export function BatchResults({ report, event }: { report: BatchReport; event: EventDetails }) {
  const t = useTranslations("batchProblems");
  const organizer = useTranslations("organizer");
  const words = useReportWords([]);
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const { byTeam, rows: rowWords } = useTeamsWords(report.teams);
  const rows = visibleTeams(report.teams, view, rowWords);
  const previews = useMemo(
    () => Object.assign({}, ...report.teams.map((team) => team.cards)) as BatchTeamResult["cards"],
    [report],
  );
  const dataDate = words.date(report.cardData.updatedAt);
  const source = words.t(report.cardData.source === "bulk" ? "sourceBulk" : "sourceLive");
  return (
    <Section headingId="results-heading" title={organizer("results")} data-testid="batch-results">
      <CardPreviews cards={previews} />
      <p className="font-medium" data-testid="batch-summary">
        {summaryLine(report.summary, organizer)}
      </p>
      <p className={HELP_TEXT}>
        {organizer("checkedAgainst", {
          rules: words.rulesVersion(report.rulesVersion),
          source: dataDate ? words.t("asOf", { source, date: dataDate }) : source,
        })}
      </p>
      <EventDateLine report={report} />
      <ResultsControls report={report} event={event} view={view} setView={setView} />
      <ol
        className="space-y-2 sm:hidden"
        data-testid="batch-cards"
        aria-label={t("teamsShown", { shown: rows.length, total: report.teams.length })}
      >
        {rows.map((team) => (
          <TeamCard key={team.index} team={team} row={byTeam.get(team.index)!} />
        ))}
      </ol>
      <div className="hidden sm:block">
        <ResultsTable rows={rows} total={report.teams.length} byTeam={byTeam} view={view} setView={setView} />
      </div>
      {rows.length === 0 && <p className="text-neutral-600 dark:text-neutral-400">{organizer("noneWithProblems")}</p>}
    </Section>
  );
}
