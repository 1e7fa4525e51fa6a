"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { MAX_BATCH_BYTES } from "@/lib/batch/limits";
import { asPasted } from "@/app/_lib/organizer/csv-field";
import { sampleCsv } from "@/app/_lib/organizer/batch-sample";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { LIST_CONTROL, buttonClass } from "../ui/styles";

const LINK = `${buttonClass({ variant: "link" })} text-sm`;

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
    // A batch's limit (docs/api.md, POST /api/batch): a bigger file is refused here, before it is read.
    if (file.size > MAX_BATCH_BYTES) {
      setFileMessage(
        t("fileTooBig", { file: file.name, size: megabytes(file.size), maxMb: MAX_BATCH_BYTES / 1_000_000 }),
      );
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
      <Field id="batch-csv" label={t("csvLabel")} help={{ id: "batch-csv-help", text: t("csvHelp") }} helpFirst>
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
          className={LIST_CONTROL}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* A label that is the file input's button: the input inside it has the focus, so the ring is focus-within. */}
        <label
          className={`${buttonClass({ variant: "secondary" })} inline-flex cursor-pointer items-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600`}
        >
          {t("chooseFile")}
          <input type="file" accept=".csv,text/csv" onChange={onFile} className="sr-only" />
        </label>
        <Button variant="secondary" onClick={trySample}>
          {t("trySample")}
        </Button>
        <a href="/organizer/sample.csv" download className={LINK}>
          {t("sample")}
        </a>
        <a href="#csv-columns" className={LINK}>
          {t("columnsLink")}
        </a>
      </div>
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {fileMessage}
      </p>
    </div>
  );
}
