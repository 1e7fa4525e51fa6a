"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { MAX_BATCH_TEAMS } from "@/lib/batch/limits";
import type { BatchReport } from "@/lib/batch/report";
import { runBatch } from "@/app/_lib/organizer/batch-request";
import { ORGANIZER_STORAGE_KEY, parseOrganizerDraft, type OrganizerDraft } from "@/app/_lib/organizer/organizer-draft";
import { useStoredDraft } from "@/app/_lib/ui/stored-draft";
import { useReportWords } from "../report/report-words";
import { AddTeamForm } from "./add-team-form";
import { AddedTeams } from "./added-teams";
import { BatchProgress } from "./batch-progress";
import { BatchResults } from "./batch-results";
import { BatchTeamsInput } from "./batch-teams-input";
import { EventFields } from "./event-fields";
import { RegistrationSheets } from "./registration-sheets";
import { useTeamEditor } from "./team-editor";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { ERROR_SUMMARY, HELP_TEXT } from "../ui/styles";

type BatchState =
  | { kind: "idle" }
  | { kind: "running"; startedAt: number }
  | { kind: "failed"; message: string }
  | { kind: "done"; report: BatchReport };

/** Writing a 20 MB CSV to storage on every keystroke would stall typing: wait for a pause. */
const SAVE_DELAY_MS = 400;
/** A numbered step of the page; none of it prints. */
const STEP = "space-y-4 print:hidden";

/**
 * The organizer page's working parts: the event's teams in (CSV, file, or one by one), one batch check,
 * the results, and the printed sheets. Everything typed is kept as a draft in local storage, which the
 * server cannot see: the page renders this in the browser only (organizer-workspace-loader.tsx).
 */
export function OrganizerWorkspace() {
  const stored = useStoredDraft(ORGANIZER_STORAGE_KEY, parseOrganizerDraft, SAVE_DELAY_MS);
  const [draft, setDraft] = useState<OrganizerDraft>(stored.load);
  const editor = useTeamEditor(draft, setDraft);
  const [batch, setBatch] = useState<BatchState>({ kind: "idle" });
  const t = useTranslations("organizer");
  const eventDateWords = useTranslations("eventDate");
  const { locale } = useReportWords([]);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => stored.save(draft), [draft, stored]);

  const update = (change: Partial<OrganizerDraft>) => setDraft((current) => ({ ...current, ...change }));

  async function check() {
    if (batch.kind === "running") return;
    if (draft.csv.trim() === "" && draft.teams.length === 0) {
      setBatch({ kind: "failed", message: t("noTeams") });
      requestAnimationFrame(() => messageRef.current?.focus());
      return;
    }
    setBatch({ kind: "running", startedAt: Date.now() });
    const run = await runBatch(draft, locale, t);
    setBatch(run.ok ? { kind: "done", report: run.report } : { kind: "failed", message: run.message });
    requestAnimationFrame(() => (run.ok ? resultsRef.current : messageRef.current)?.focus());
  }

  const running = batch.kind === "running";
  const editing = editor.editing;
  return (
    <div className="space-y-10" data-ready="true" data-testid="organizer">
      <Section headingId="event-heading" title={t("eventHeading")} className={STEP}>
        <p className={HELP_TEXT}>{t("eventHelp")}</p>
        <EventFields event={draft.event} onChange={(event) => update({ event })} />
        <p className={HELP_TEXT}>{eventDateWords("batchHelp")}</p>
      </Section>

      <Section headingId="teams-heading" title={t("stepTeams")} className={STEP}>
        <BatchTeamsInput csv={draft.csv} onCsvChange={(csv) => update({ csv })} />
        <details
          className="space-y-4 rounded-md border border-neutral-200 p-4 dark:border-neutral-800"
          open={draft.teams.length > 0 || undefined}
        >
          <summary className="cursor-pointer font-semibold">{t("addOneByOne")}</summary>
          <div className="mt-4 space-y-6">
            <AddTeamForm
              key={editor.formKey}
              initial={draft.newTeam}
              onChange={(newTeam) => update({ newTeam })}
              onAdd={editor.add}
              editing={
                editing === null ? null : draft.teams[editing]?.name.trim() || t("addedTeam", { number: editing + 1 })
              }
              onCancel={editor.cancel}
            />
            <AddedTeams teams={draft.teams} onEdit={editor.edit} onRemove={editor.remove} />
          </div>
        </details>
      </Section>

      <Section headingId="check-heading" title={t("stepCheck")} className={STEP}>
        <p className={HELP_TEXT}>{t("checkHelp", { max: MAX_BATCH_TEAMS })}</p>
        <Button variant="primary" onClick={check} aria-disabled={running}>
          {running ? t("checking") : t("checkAll")}
        </Button>
        {running && <BatchProgress startedAt={batch.startedAt} />}
        {batch.kind === "failed" && (
          <p ref={messageRef} role="alert" data-testid="batch-error" tabIndex={-1} className={ERROR_SUMMARY}>
            {batch.message}
          </p>
        )}
      </Section>

      {batch.kind === "done" && (
        <>
          <div ref={resultsRef} tabIndex={-1} className="focus:outline-none print:hidden">
            <BatchResults report={batch.report} event={draft.event} />
          </div>
          <Section headingId="sheets-heading" title={t("stepSheets")} className={STEP}>
            <p className={HELP_TEXT}>{t("sheetsHelp")}</p>
            <Button variant="primary" onClick={() => window.print()}>
              {t("print")}
            </Button>
          </Section>
          <RegistrationSheets report={batch.report} event={draft.event} />
        </>
      )}
    </div>
  );
}
