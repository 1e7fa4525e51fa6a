"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { BatchReport, BatchTeamResult } from "@/lib/batch/report";
import { callApi } from "@/app/_lib/events/event-api";
import { RegistrationSheet } from "../report/registration-sheet";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/styles";

type Sheets = {
  event: { name: string; date: string };
  checked?: Pick<BatchReport, "cardData" | "rulesVersion" | "checkedAt" | "eventDate">;
  sheets: BatchTeamResult[];
};

/** The desk's actions: close or reopen submissions, the CSV, every team's sheet printed at once, delete. */
export function DeskActions({
  eventId,
  organizerKey,
  open,
  onChange,
  onDeleted,
}: {
  eventId: string;
  organizerKey: string;
  open: boolean;
  onChange: () => Promise<void>;
  onDeleted: () => void;
}) {
  const t = useTranslations("events");
  const language = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [sheets, setSheets] = useState<Sheets | null>(null);
  const base = `/api/events/${eventId}`;

  useEffect(() => {
    if (sheets) window.print();
  }, [sheets]);

  async function toggle() {
    await callApi(`${base}?language=${language}`, { method: "PATCH", body: { open: !open }, key: organizerKey });
    await onChange();
  }
  async function print() {
    const answer = await callApi<Sheets>(`${base}?sheets=1&language=${language}`, { key: organizerKey });
    if (answer.ok) setSheets(answer.body);
  }
  async function remove() {
    const answer = await callApi(base, { method: "DELETE", key: organizerKey });
    if (answer.ok) onDeleted();
  }

  return (
    <div className="space-y-3">
      <p className="font-medium print:hidden" data-testid="event-status">
        {open ? t("open") : t("closed")}
      </p>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => void toggle()} data-testid="toggle-open">
          {open ? t("closeSubmissions") : t("reopenSubmissions")}
        </Button>
        <a
          href={`${base}/teams.csv?key=${organizerKey}&language=${language}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="event-csv"
          download
        >
          {t("csv")}
        </a>
        <Button variant="secondary" onClick={() => void print()} data-testid="print-sheets">
          {t("printSheets")}
        </Button>
        {confirming ? (
          <>
            <Button variant="outline" onClick={() => void remove()} data-testid="confirm-delete">
              {t("confirmDelete")}
            </Button>
            <Button variant="plain" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="delete-event">
            {t("deleteEvent")}
          </Button>
        )}
      </div>
      {sheets?.checked && (
        <div className="hidden print:block" data-testid="registration-sheets">
          {sheets.sheets.map((team) => (
            <RegistrationSheet
              key={team.index}
              team={team}
              report={sheets.checked!}
              event={sheets.event}
              total={sheets.sheets.length}
            />
          ))}
        </div>
      )}
    </div>
  );
}
