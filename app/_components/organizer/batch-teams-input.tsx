"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { asPasted } from "@/app/_lib/organizer/csv-field";
import { sampleCsv } from "@/app/_lib/organizer/batch-sample";

/** A batch is at most 20 MB (docs/api.md, POST /api/batch): a bigger file is refused here, before it is read. */
const MAX_FILE_BYTES = 20_000_000;

/** The CSV of the event's teams: pasted, or read from a chosen file into the same box. */
export function BatchTeamsInput({ csv, onCsvChange }: { csv: string; onCsvChange: (csv: string) => void }) {
  const [fileMessage, setFileMessage] = useState("");
  const t = useTranslations("organizer");
  const format = useFormatter();
  const megabytes = (bytes: number) =>
    `${format.number(bytes / 1_000_000, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileMessage(t("fileTooBig", { file: file.name, size: megabytes(file.size) }));
      return;
    }
    // The box holds the CSV a choice would replace: ask, so nothing pasted is lost unawares.
    if (csv.trim() !== "" && !window.confirm(t("replaceCsv", { file: file.name }))) return;
    onCsvChange(asPasted(await file.text()));
    setFileMessage(t("fileRead", { file: file.name, size: megabytes(file.size) }));
  }

  /** The sample into the box, as a chosen file would be: what "Try the sample" means, with nothing to download. */
  function trySample() {
    if (csv.trim() !== "" && !window.confirm(t("replaceCsv", { file: "sample.csv" }))) return;
    onCsvChange(asPasted(sampleCsv()));
    setFileMessage(t("sampleFilled"));
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="batch-csv" className="block text-sm font-medium">
          {t("csvLabel")}
        </label>
        <p id="batch-csv-help" className="text-sm text-neutral-600 dark:text-neutral-400">
          {t("csvHelp")}
        </p>
        <textarea
          id="batch-csv"
          value={csv}
          onChange={(event) => onCsvChange(event.currentTarget.value)}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-describedby="batch-csv-help"
          placeholder={
            'team,player1,list1,player2,list2,format\n"Team Rocket",Alice,"4 Lightning Bolt\n56 Mountain",Bob,"4 Counterspell\n56 Island",modern'
          }
          className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 font-mono text-sm leading-relaxed text-neutral-900 shadow-sm placeholder:text-neutral-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex cursor-pointer items-center rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-800">
          {t("chooseFile")}
          <input type="file" accept=".csv,text/csv" onChange={onFile} className="sr-only" />
        </label>
        <button
          type="button"
          onClick={trySample}
          className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:hover:bg-neutral-800"
        >
          {t("trySample")}
        </button>
        <a
          href="/organizer/sample.csv"
          download
          className="text-sm text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {t("sample")}
        </a>
        <a
          href="#csv-columns"
          className="text-sm text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {t("columnsLink")}
        </a>
      </div>
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {fileMessage}
      </p>
    </div>
  );
}
