"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { EXPORT_FORMATS, exportDeck, exportFileName, type ExportFormat } from "@/lib/check/export";
import type { DeckReport } from "@/lib/report/report";
import { copyText, downloadText } from "@/app/_lib/ui/clipboard";
import { Button } from "../ui/button";
import { FIELD_CONTROL } from "../ui/styles";

type Status = "idle" | "copied" | "failed" | "downloaded";

/**
 * One deck as read, with Oracle (English) names, in the text MTG Arena, MTGO or a plain list takes:
 * copied or downloaded, made in the browser.
 */
export function DeckExport({
  deck,
  deckName,
  layouts,
}: {
  deck: DeckReport;
  deckName: string;
  layouts: Readonly<Record<string, string | null>>;
}) {
  const [format, setFormat] = useState<ExportFormat>("arena");
  const [status, setStatus] = useState<Status>("idle");
  const id = useId();
  const t = useTranslations("cards.export");
  const text = () =>
    exportDeck(deck, format, new Map(Object.entries(layouts).map(([name, layout]) => [name, { layout }])));
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden" data-testid="deck-export">
      <div>
        <label htmlFor={`${id}-format`} className="block text-sm font-medium">
          {t("exportAs", { deck: deckName })}
        </label>
        <select
          id={`${id}-format`}
          value={format}
          onChange={(event) => {
            setFormat(event.target.value as ExportFormat);
            setStatus("idle");
          }}
          className={`${FIELD_CONTROL} py-1.5 text-sm`}
        >
          {EXPORT_FORMATS.map((each) => (
            <option key={each} value={each}>
              {t(each)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={async () => setStatus((await copyText(text())) ? "copied" : "failed")}>
        {t("copy")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          downloadText(exportFileName(deckName, format), text(), "text/plain;charset=utf-8");
          setStatus("downloaded");
        }}
      >
        {t("download")}
      </Button>
      <span role="status" className="basis-full text-sm text-neutral-700 dark:text-neutral-300">
        {status === "copied" && t("copied", { deck: deckName, format: t(format) })}
        {status === "downloaded" && t("downloaded", { file: exportFileName(deckName, format) })}
        {status === "failed" && t("failed")}
      </span>
    </div>
  );
}
