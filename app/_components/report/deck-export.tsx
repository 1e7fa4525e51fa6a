"use client";

import { useId, useState } from "react";
import { EXPORT_FORMATS, exportDeck, exportFileName, type ExportFormat } from "@/lib/check/export";
import type { DeckReport } from "@/lib/check/report";
import { copyText, downloadText } from "@/app/_lib/ui/clipboard";
import { FIELD_CONTROL, SECONDARY_BUTTON } from "../ui/styles";

const FORMAT_LABELS: Record<ExportFormat, string> = { arena: "MTG Arena", mtgo: "MTGO", text: "Plain text" };

type Status = "idle" | "copied" | "failed" | "downloaded";

/**
 * One deck as read, with Oracle (English) names, in the text MTG Arena, MTGO or a plain list takes:
 * copied or downloaded, made in the browser.
 */
export function DeckExport({ deck, deckName, layouts }: { deck: DeckReport; deckName: string; layouts: Readonly<Record<string, string | null>> }) {
  const [format, setFormat] = useState<ExportFormat>("arena");
  const [status, setStatus] = useState<Status>("idle");
  const id = useId();
  const text = () => exportDeck(deck, format, new Map(Object.entries(layouts).map(([name, layout]) => [name, { layout }])));
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden" data-testid="deck-export">
      <div>
        <label htmlFor={`${id}-format`} className="block text-sm font-medium">
          Export {deckName}&rsquo;s list as
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
              {FORMAT_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={SECONDARY_BUTTON} onClick={async () => setStatus((await copyText(text())) ? "copied" : "failed")}>
        Copy
      </button>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          downloadText(exportFileName(deckName, format), text(), "text/plain;charset=utf-8");
          setStatus("downloaded");
        }}
      >
        Download
      </button>
      <span role="status" className="basis-full text-sm text-neutral-700 dark:text-neutral-300">
        {status === "copied" && `Copied ${deckName}'s list for ${FORMAT_LABELS[format]}.`}
        {status === "downloaded" && `Downloaded ${exportFileName(deckName, format)}.`}
        {status === "failed" && "Could not copy: download the list instead."}
      </span>
    </div>
  );
}
