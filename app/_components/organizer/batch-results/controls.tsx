"use client";
// The results' controls: only the teams with problems, the CSV to keep, and a phone's sort (it has no
// column headings to sort by).
import { useTranslations } from "next-intl";
import type { Dispatch, SetStateAction } from "react";
import { batchCsv } from "@/lib/batch/csv";
import type { BatchReport } from "@/lib/batch/report";
import type { SortKey, TableView } from "@/app/_lib/organizer/batch-table";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { resultsFileName } from "@/app/_lib/organizer/results-file-name";
import { downloadText } from "@/app/_lib/ui/clipboard";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FIELD_CONTROL } from "../../ui/styles";
import { COLUMNS } from "./columns";

/** Saves the results as the CSV the API answers for Accept: text/csv, without checking the teams again. */
function downloadCsv(report: BatchReport, event: EventDetails) {
  downloadText(resultsFileName(event, report.checkedAt), batchCsv(report), "text/csv;charset=utf-8");
}

interface ControlsProps {
  report: BatchReport;
  /** The event's name and date, which the CSV's file name carries. */
  event: EventDetails;
  view: TableView;
  setView: Dispatch<SetStateAction<TableView>>;
}

export function ResultsControls({ report, event, view, setView }: ControlsProps) {
  const organizer = useTranslations("organizer");
  return (
    <>
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
        <Button variant="secondary" onClick={() => downloadCsv(report, event)}>
          {organizer("downloadCsv")}
        </Button>
      </div>
      {/* A phone has no column headings to sort by: the same sort as a choice. */}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:hidden" data-testid="batch-sort">
        <Field id="batch-sort" label={organizer("sortBy")}>
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
        </Field>
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
    </>
  );
}
