"use client";
// The results as a table on wide screens: sortable column headings, one row per team.
import { useTranslations } from "next-intl";
import type { Dispatch, SetStateAction } from "react";
import type { BatchTeamResult } from "@/lib/batch/report";
import type { SortKey, TableView } from "@/app/_lib/organizer/batch-table";
import { TableScroll } from "../../ui/table-scroll";
import { FOCUS_RING } from "../../ui/styles";
import { COLUMNS } from "./columns";
import { TeamRow } from "./team-rows";
import type { TeamWords } from "./team-words";

interface TableProps {
  rows: readonly BatchTeamResult[];
  total: number;
  byTeam: Map<number, TeamWords>;
  view: TableView;
  setView: Dispatch<SetStateAction<TableView>>;
}

export function ResultsTable({ rows, total, byTeam, view, setView }: TableProps) {
  const t = useTranslations("batchProblems");
  const organizer = useTranslations("organizer");
  const th = "px-2 py-2 font-semibold";
  function sortBy(key: SortKey) {
    setView((current) => ({ ...current, sort: key, descending: current.sort === key ? !current.descending : false }));
  }
  return (
    <TableScroll labelledBy="results-heading">
      <table className="w-full border-collapse text-left text-sm" data-testid="batch-table">
        <caption className="sr-only">{organizer("tableCaption", { shown: rows.length, total })}</caption>
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
                    className={`inline-flex items-center gap-1 rounded text-left font-semibold ${FOCUS_RING}`}
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
            <TeamRow key={team.index} team={team} row={byTeam.get(team.index)!} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
