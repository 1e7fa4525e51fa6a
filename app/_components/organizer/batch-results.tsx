"use client";

import { useFormatter, useTranslations, type Messages } from "next-intl";
import { useMemo, useState } from "react";
import { batchCsv } from "@/lib/batch/csv";
import { downloadText } from "@/app/_lib/ui/clipboard";
import { verdictOf, type BatchReport, type BatchTeamResult, type BatchVerdict } from "@/lib/batch/report";
import type { CardStatus } from "@/lib/report/report";
import {
  DEFAULT_VIEW,
  VERDICT_LABELS,
  rowWords,
  summaryLine,
  visibleTeams,
  type RowWords,
  type SortKey,
  type TableView,
} from "@/app/_lib/organizer/batch-table";
import { rowProblems, type ProblemSummary } from "@/app/_lib/organizer/problem-summary";
import { CardName } from "../report/card-name";
import { CardPreviews } from "../report/card-previews";
import { useReportWords } from "../report/report-words";
import { StatusBadge } from "../ui/status-badge";
import { TableScroll } from "../ui/table-scroll";
import { FIELD_CONTROL } from "../ui/styles";

const VERDICT_STATUS: Record<BatchVerdict, CardStatus> = { legal: "ok", illegal: "error", invalid: "warning" };

// Labels are "organizer" messages; "#" is the same in every language.
const COLUMNS: { key: SortKey; label: keyof Messages["organizer"] | null; numeric?: boolean }[] = [
  { key: "index", label: null, numeric: true },
  { key: "name", label: "colTeam" },
  { key: "players", label: "colPlayers" },
  { key: "format", label: "colFormat" },
  { key: "verdict", label: "colVerdict" },
  { key: "errors", label: "colErrors", numeric: true },
  { key: "warnings", label: "colWarnings", numeric: true },
];

/** What the table shows of a team, and sorts by, in the reader's language. */
function useRowWords(): RowWords {
  const { locale, formats, formatName } = useReportWords([]);
  const format = useFormatter();
  return rowWords(locale, formats, formatName, (items) => format.list(items, { type: "conjunction" }));
}

/** A team's name, players and format in the reader's language. */
function useTeamWords(team: BatchTeamResult) {
  const t = useTranslations("organizer");
  const words = useReportWords(team.decks?.map((deck) => deck.name) ?? team.players, team.decks);
  const row = useRowWords();
  return { t, words, label: row.name(team), players: row.players(team) };
}

const button =
  "rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:hover:bg-neutral-800";

/** Saves the results as the CSV the API answers for Accept: text/csv, without checking the teams again. */
function downloadCsv(report: BatchReport) {
  downloadText(`2hg-team-checks-${report.checkedAt.slice(0, 10)}.csv`, batchCsv(report), "text/csv;charset=utf-8");
}

const VERDICT_BACKGROUND: Record<BatchVerdict, string> = {
  legal: "",
  illegal: "bg-red-50 dark:bg-red-950/40",
  invalid: "bg-amber-50 dark:bg-amber-950/40",
};

/** Why a team was not checked, naming its CSV row (a row that could not be read names it itself). */
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
function TeamProblems({ team }: { team: BatchTeamResult }) {
  const t = useTranslations("batchProblems");
  const { words } = useTeamWords(team);
  const { named, more } = rowProblems(team.problems, { deck: words.deckName, format: words.formatName });
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

function ReportLink({ team }: { team: BatchTeamResult }) {
  const { t, label } = useTeamWords(team);
  if (!team.share) return <>—</>;
  return (
    <a
      href={team.share}
      target="_blank"
      rel="noopener"
      className="text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
    >
      {t("openReport")}
      <span className="sr-only">{t("openReportFor", { team: label })}</span>
    </a>
  );
}

function FormatCell({ team }: { team: BatchTeamResult }) {
  const { t, words } = useTeamWords(team);
  return (
    <>
      {team.format ? words.formatName(team.format) : "—"}
      {team.ruleset === "classic" && (
        <span className="block text-sm text-neutral-600 dark:text-neutral-400">{t("classicRule")}</span>
      )}
    </>
  );
}

function TeamRow({ team }: { team: BatchTeamResult }) {
  const verdict = verdictOf(team);
  const { t, label, players } = useTeamWords(team);
  const td = "px-2 py-2 align-top";
  return (
    <tr data-verdict={verdict} className={VERDICT_BACKGROUND[verdict]}>
      <td className={`${td} tabular text-right`}>{team.index + 1}</td>
      <th scope="row" className={`${td} min-w-32 text-left font-medium break-words`}>
        {label}
        <TeamError team={team} />
      </th>
      <td className={`${td} min-w-28 break-words`}>{players}</td>
      <td className={td}>
        <FormatCell team={team} />
      </td>
      <td className={td}>
        <StatusBadge status={VERDICT_STATUS[verdict]} label={t(VERDICT_LABELS[verdict])} />
      </td>
      <td className={`${td} tabular text-right`}>{team.errors}</td>
      <td className={`${td} tabular text-right`}>{team.warnings}</td>
      <td className={`${td} min-w-40`}>
        <TeamProblems team={team} />
      </td>
      <td className={td}>
        <ReportLink team={team} />
      </td>
    </tr>
  );
}

/** A phone's results: one card per team, the verdict beside its name, so nothing needs sideways scrolling. */
function TeamCard({ team }: { team: BatchTeamResult }) {
  const verdict = verdictOf(team);
  const { t, label, players } = useTeamWords(team);
  return (
    <li
      data-verdict={verdict}
      className={`space-y-1 rounded-md border border-neutral-200 p-3 dark:border-neutral-800 ${VERDICT_BACKGROUND[verdict]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium break-words">
          <span className="tabular text-neutral-600 dark:text-neutral-400">{team.index + 1}. </span>
          {label}
        </p>
        <StatusBadge status={VERDICT_STATUS[verdict]} label={t(VERDICT_LABELS[verdict])} />
      </div>
      <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
        {players} · <FormatCell team={team} />
      </p>
      <TeamError team={team} />
      <TeamProblems team={team} />
      <p className="text-sm">
        <ReportLink team={team} />
      </p>
    </li>
  );
}

/** The batch's answer: a summary, then one row per team, sortable and filterable, and the CSV to keep. */
export function BatchResults({ report }: { report: BatchReport }) {
  const t = useTranslations("batchProblems");
  const organizer = useTranslations("organizer");
  const words = useReportWords([]);
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const rows = visibleTeams(report.teams, view, useRowWords());
  const previews = useMemo(
    () => Object.assign({}, ...report.teams.map((team) => team.cards)) as BatchTeamResult["cards"],
    [report],
  );
  const dataDate = words.date(report.cardData.updatedAt);
  const source = words.t(report.cardData.source === "bulk" ? "sourceBulk" : "sourceLive");
  const th = "px-2 py-2 font-semibold";

  function sortBy(key: SortKey) {
    setView((current) => ({ ...current, sort: key, descending: current.sort === key ? !current.descending : false }));
  }

  return (
    <section aria-labelledby="results-heading" className="space-y-4" data-testid="batch-results">
      <CardPreviews cards={previews} />
      <h2 id="results-heading" className="text-xl font-semibold">
        {organizer("results")}
      </h2>
      <p className="font-medium" data-testid="batch-summary">
        {summaryLine(report.summary, organizer)}
      </p>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {organizer("checkedAgainst", {
          rules: words.rulesVersion(report.rulesVersion),
          source: dataDate ? words.t("asOf", { source, date: dataDate }) : source,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={view.onlyProblems}
            onChange={(event) => {
              const onlyProblems = event.currentTarget.checked;
              setView((current) => ({ ...current, onlyProblems }));
            }}
            className="size-4 accent-indigo-700 dark:accent-indigo-400"
          />
          {organizer("onlyProblems")}
        </label>
        <button type="button" onClick={() => downloadCsv(report)} className={button}>
          {organizer("downloadCsv")}
        </button>
      </div>
      {/* A phone has no column headings to sort by: the same sort as a choice. */}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:hidden" data-testid="batch-sort">
        <div className="space-y-1">
          <label htmlFor="batch-sort" className="block text-sm font-medium">
            {organizer("sortBy")}
          </label>
          <select
            id="batch-sort"
            value={view.sort}
            onChange={(event) => {
              const sort = event.currentTarget.value as SortKey;
              setView((current) => ({ ...current, sort }));
            }}
            className={FIELD_CONTROL}
          >
            {COLUMNS.map((column) => (
              <option key={column.key} value={column.key}>
                {organizer(column.label ?? "sortAsEntered")}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={view.descending}
            onChange={(event) => {
              const descending = event.currentTarget.checked;
              setView((current) => ({ ...current, descending }));
            }}
            className="size-4 accent-indigo-700 dark:accent-indigo-400"
          />
          {organizer("sortDescending")}
        </label>
      </div>
      <ol
        className="space-y-2 sm:hidden"
        data-testid="batch-cards"
        aria-label={t("teamsShown", { shown: rows.length, total: report.teams.length })}
      >
        {rows.map((team) => (
          <TeamCard key={team.index} team={team} />
        ))}
      </ol>
      <div className="hidden sm:block">
        <TableScroll labelledBy="results-heading">
          <table className="w-full border-collapse text-left text-sm" data-testid="batch-table">
            <caption className="sr-only">
              {organizer("tableCaption", { shown: rows.length, total: report.teams.length })}
            </caption>
            <thead className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
              <tr>
                {COLUMNS.map((column) => {
                  const active = view.sort === column.key;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={active ? (view.descending ? "descending" : "ascending") : "none"}
                      className={`${th} ${column.numeric ? "text-right" : ""}`}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.key)}
                        className="inline-flex items-center gap-1 rounded text-left font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      >
                        {column.label ? organizer(column.label) : "#"}
                        <span aria-hidden="true" className="text-xs text-neutral-500">
                          {active ? (view.descending ? "▼" : "▲") : "↕"}
                        </span>
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className={th}>
                  {t("column")}
                </th>
                <th scope="col" className={th}>
                  {organizer("colReport")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {rows.map((team) => (
                <TeamRow key={team.index} team={team} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
      {rows.length === 0 && <p className="text-neutral-600 dark:text-neutral-400">{organizer("noneWithProblems")}</p>}
    </section>
  );
}
