"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { BatchReport } from "@/lib/batch/report";
import { runBatch } from "@/app/_lib/organizer/batch-request";
import {
  ORGANIZER_STORAGE_KEY,
  emptyTeam,
  parseOrganizerDraft,
  type AddedTeam,
  type OrganizerDraft,
} from "@/app/_lib/organizer/organizer-draft";
import { useReportWords } from "../report/report-words";
import { AddTeamForm } from "./add-team-form";
import { BatchProgress } from "./batch-progress";
import { BatchResults } from "./batch-results";
import { BatchTeamsInput } from "./batch-teams-input";
import { RegistrationSheets } from "./registration-sheets";
import { ERROR_SUMMARY, FIELD_CONTROL, PRIMARY_BUTTON } from "../ui/styles";

type BatchState =
  | { kind: "idle" }
  | { kind: "running"; startedAt: number }
  | { kind: "failed"; message: string }
  | { kind: "done"; report: BatchReport };

/** Writing a 20 MB CSV to storage on every keystroke would stall typing: wait for a pause. */
const SAVE_DELAY_MS = 400;

// Storage can be full (a large CSV) or switched off; the text stays on the page either way.
function saveDraft(draft: OrganizerDraft) {
  try {
    window.localStorage.setItem(ORGANIZER_STORAGE_KEY, JSON.stringify(draft));
  } catch {}
}

function loadDraft(): OrganizerDraft {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(ORGANIZER_STORAGE_KEY);
  } catch {}
  return parseOrganizerDraft(stored);
}

/** One numbered step of the page: its heading and what it holds; none of it prints. */
function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 print:hidden">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface AddedTeamActions {
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

const LINK_BUTTON =
  "rounded text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function AddedTeam({ team, index, onEdit, onRemove }: { team: AddedTeam; index: number } & AddedTeamActions) {
  const t = useTranslations("organizer");
  const { deckName, formatName, and } = useReportWords(team.decks.map((deck) => deck.name));
  const name = team.name.trim() || t("addedTeam", { number: index + 1 });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <span className="min-w-0 break-words">
        <span className="font-medium">{name}</span>{" "}
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          {and(team.decks.map((_, deckIndex) => deckName(deckIndex)))} · {formatName(team.format)}
        </span>
      </span>
      <span className="flex gap-4">
        <button
          type="button"
          onClick={() => onEdit(index)}
          aria-label={t("editWhat", { name })}
          className={`${LINK_BUTTON} text-indigo-700 dark:text-indigo-300`}
        >
          {t("edit")}
        </button>
        <button
          type="button"
          onClick={() => onRemove(index)}
          aria-label={t("removeWhat", { name })}
          className={`${LINK_BUTTON} text-red-800 dark:text-red-300`}
        >
          {t("remove")}
        </button>
      </span>
    </li>
  );
}

function AddedTeams({ teams, ...actions }: { teams: AddedTeam[] } & AddedTeamActions) {
  const t = useTranslations("organizer");
  if (teams.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t("addedTeams", { count: teams.length })}</h3>
      <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {teams.map((team, index) => (
          <AddedTeam key={index} team={team} index={index} {...actions} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The organizer page's working parts: the event's teams in (CSV, file, or one by one), one batch check,
 * the results, and the printed sheets. Everything typed is kept as a draft in local storage, which the
 * server cannot see: the page renders this in the browser only (organizer-workspace-loader.tsx).
 */
export function OrganizerWorkspace() {
  const [draft, setDraft] = useState<OrganizerDraft>(loadDraft);
  // Remounts the add-team form, whose fields are uncontrolled, to empty it once its team is added.
  const [formKey, setFormKey] = useState(0);
  // The added team the form is editing (its index), or null when the form adds a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const [batch, setBatch] = useState<BatchState>({ kind: "idle" });
  const t = useTranslations("organizer");
  const { locale } = useReportWords([]);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => saveDraft(draft), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const update = (change: Partial<OrganizerDraft>) => setDraft((current) => ({ ...current, ...change }));

  /** Refills the form (uncontrolled) with `team`: a new key remounts it. */
  function fillForm(team: AddedTeam, index: number | null) {
    setDraft((current) => ({ ...current, newTeam: team }));
    setEditing(index);
    setFormKey((key) => key + 1);
  }

  function addTeam(team: AddedTeam) {
    setDraft((current) => ({
      ...current,
      teams:
        editing === null
          ? [...current.teams, team]
          : current.teams.map((each, index) => (index === editing ? team : each)),
      newTeam: emptyTeam(),
    }));
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  function editTeam(index: number) {
    const team = draft.teams[index];
    if (!team) return;
    fillForm(team, index);
    requestAnimationFrame(() => document.getElementById("team-name")?.focus());
  }

  function removeTeam(index: number) {
    update({ teams: draft.teams.filter((_, at) => at !== index) });
    if (editing === null) return;
    if (editing === index) fillForm(emptyTeam(), null);
    else if (editing > index) setEditing(editing - 1);
  }

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
  return (
    <div className="space-y-10" data-ready="true" data-testid="organizer">
      <Step id="event-heading" title={t("eventHeading")}>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("eventHelp")}</p>
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          {(
            [
              { field: "name", label: t("eventName"), type: "text" },
              { field: "date", label: t("eventDate"), type: "date" },
            ] as const
          ).map(({ field, label, type }) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`event-${field}`} className="block text-sm font-medium">
                {label}
              </label>
              <input
                id={`event-${field}`}
                type={type}
                value={draft.event[field]}
                maxLength={120}
                onChange={(event) => update({ event: { ...draft.event, [field]: event.currentTarget.value } })}
                className={FIELD_CONTROL}
              />
            </div>
          ))}
        </div>
      </Step>

      <Step id="teams-heading" title={t("stepTeams")}>
        <BatchTeamsInput csv={draft.csv} onCsvChange={(csv) => update({ csv })} />
        <details
          className="space-y-4 rounded-md border border-neutral-200 p-4 dark:border-neutral-800"
          open={draft.teams.length > 0 || undefined}
        >
          <summary className="cursor-pointer font-semibold">{t("addOneByOne")}</summary>
          <div className="mt-4 space-y-6">
            <AddTeamForm
              key={formKey}
              initial={draft.newTeam}
              onChange={(newTeam) => update({ newTeam })}
              onAdd={addTeam}
              editing={
                editing === null ? null : draft.teams[editing]?.name.trim() || t("addedTeam", { number: editing + 1 })
              }
              onCancel={() => fillForm(emptyTeam(), null)}
            />
            <AddedTeams teams={draft.teams} onEdit={editTeam} onRemove={removeTeam} />
          </div>
        </details>
      </Step>

      <Step id="check-heading" title={t("stepCheck")}>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("checkHelp")}</p>
        <button type="button" onClick={check} aria-disabled={running} className={PRIMARY_BUTTON}>
          {running ? t("checking") : t("checkAll")}
        </button>
        {running && <BatchProgress startedAt={batch.startedAt} />}
        {batch.kind === "failed" && (
          <p ref={messageRef} role="alert" data-testid="batch-error" tabIndex={-1} className={ERROR_SUMMARY}>
            {batch.message}
          </p>
        )}
      </Step>

      {batch.kind === "done" && (
        <>
          <div ref={resultsRef} tabIndex={-1} className="focus:outline-none print:hidden">
            <BatchResults report={batch.report} />
          </div>
          <Step id="sheets-heading" title={t("stepSheets")}>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("sheetsHelp")}</p>
            <button type="button" onClick={() => window.print()} className={PRIMARY_BUTTON}>
              {t("print")}
            </button>
          </Step>
          <RegistrationSheets report={batch.report} event={draft.event} />
        </>
      )}
    </div>
  );
}
