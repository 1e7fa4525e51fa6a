"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import type { EventRules } from "@/lib/input/event-input";
import { findFormat } from "@/lib/formats";
import { MIN_DECKS } from "@/lib/variants";
import { draftFromFields, draftToShared, emptyDeck, FIELD, type DraftDeck } from "@/app/_lib/team-form/team-draft";
import { callApi, type TeamVersion, type WordedReport } from "@/app/_lib/events/event-api";
import { DeckInput } from "../team-form/deck-input";
import { PlayerControls } from "../team-form/player-controls";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { ERROR_SUMMARY, FIELD_CONTROL, HELP_TEXT, LIST_CONTROL } from "../ui/styles";
import { TeamVerdict } from "./team-verdict";

type Submitted = { team: { id: string; version: number }; edit?: { url: string; key: string }; report: WordedReport };

/**
 * A team's registration on the teams' link, or its edit page with its key: the team form's own fields (the
 * players' names and lists, the pool in Limited) under the event's rules, Check, then Submit.
 */
export function TeamRegistration({
  eventId,
  rules,
  edit,
}: {
  eventId: string;
  rules: EventRules;
  /** The team's id and key on its edit page; none on the teams' link. */
  edit?: { teamId: string; key: string };
}) {
  const t = useTranslations("events");
  const teamForm = useTranslations("teamForm");
  const language = useLocale();
  const variant = rules.variant ?? "giant";
  const [initial, setInitial] = useState<{ name: string; decks: DraftDeck[]; pool: string; version: number } | null>(
    edit ? null : { name: "", decks: [emptyDeck(), emptyDeck()], pool: "", version: 0 },
  );
  const [players, setPlayers] = useState(MIN_DECKS);
  const [pending, setPending] = useState(false);
  const [checked, setChecked] = useState<WordedReport | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!edit) return;
    const url = `/api/events/${eventId}/teams/${edit.teamId}?language=${language}`;
    void callApi<{ lists: TeamVersion["lists"]; team: { version: number } }>(url, { key: edit.key }).then((answer) => {
      if (!answer.ok) return setFailure(answer.message);
      const { lists } = answer.body;
      const decks = lists.decks.map((deck) => ({ name: deck.name ?? "", list: deck.list }));
      setPlayers(decks.length);
      setInitial({ name: lists.name ?? "", decks, pool: lists.pool ?? "", version: answer.body.team.version });
    });
  }, [edit, eventId, language]);

  function team(form: HTMLFormElement) {
    const data = new FormData(form);
    const draft = draftFromFields((field) => data.get(field));
    const shared = draftToShared({
      ...draft,
      format: rules.format ?? draft.format,
      variant,
      teamName: String(data.get("team-name") ?? ""),
    });
    return { ...shared, ...rules, ...(draft.pool.trim() && { pool: draft.pool }), language };
  }

  async function send(form: HTMLFormElement, submit: boolean) {
    setPending(true);
    setFailure(null);
    const body = team(form);
    const answer = !submit
      ? await callApi<WordedReport>("/api/validate", { method: "POST", body })
      : edit
        ? await callApi<Submitted>(`/api/events/${eventId}/teams/${edit.teamId}`, {
            method: "PUT",
            body,
            key: edit.key,
          })
        : await callApi<Submitted>(`/api/events/${eventId}/teams`, { method: "POST", body });
    setPending(false);
    if (!answer.ok) return setFailure(answer.message);
    if (submit) {
      setSubmitted(answer.body as Submitted);
      setChecked(null);
    } else setChecked(answer.body as WordedReport);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void send(event.currentTarget, submitter?.getAttribute("value") === "submit");
  }

  if (!initial) return null;
  const limited = findFormat(rules.format ?? "")?.kind === "limited";
  const decks = Array.from({ length: players }, (_, index) => initial.decks[index] ?? emptyDeck());
  return (
    <form key={initial.version} onSubmit={onSubmit} className="space-y-6" aria-busy={pending} data-variant={variant}>
      <input type="hidden" name={FIELD.variant} value={variant} />
      <Field id="team-name" label={t("team")} className="max-w-md">
        <input id="team-name" name="team-name" defaultValue={initial.name} maxLength={100} className={FIELD_CONTROL} />
      </Field>
      <div className="grid gap-6 md:grid-cols-2">
        {decks.map((deck, index) => (
          <DeckInput
            key={index}
            index={index}
            deck={deck}
            {...(index >= 2 && index === players - 1 && { onRemove: () => setPlayers(players - 1) })}
          />
        ))}
      </div>
      <PlayerControls players={players} variant={variant} onPlayers={setPlayers} />
      {limited && (
        <Field id={FIELD.pool} label={teamForm("poolLabel")}>
          <textarea id={FIELD.pool} name={FIELD.pool} defaultValue={initial.pool} rows={8} className={LIST_CONTROL} />
        </Field>
      )}
      {failure && (
        <p role="alert" className={ERROR_SUMMARY} data-testid="registration-failure">
          {failure}
        </p>
      )}
      {checked && <TeamVerdict report={checked} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          type="submit"
          name="action"
          value="check"
          disabled={pending}
          data-testid="check-team"
        >
          {t("check")}
        </Button>
        <Button
          variant="primary"
          type="submit"
          name="action"
          value="submit"
          disabled={pending}
          data-testid="submit-team"
        >
          {pending ? t("sending") : edit ? t("submitChanges") : t("submit")}
        </Button>
      </div>
      <p className={HELP_TEXT}>{t("mayBeIllegal")}</p>
      {submitted && <SubmittedTeam submitted={submitted} />}
    </form>
  );
}

function SubmittedTeam({ submitted }: { submitted: Submitted }) {
  const t = useTranslations("events");
  return (
    <section
      className="space-y-3 rounded-md border border-neutral-300 p-4 dark:border-neutral-700"
      data-testid="team-submitted"
      aria-live="polite"
    >
      <p className="font-medium">{t("submitted", { version: submitted.team.version })}</p>
      <TeamVerdict report={submitted.report} />
      {submitted.edit && (
        <div className="space-y-1">
          <p className={HELP_TEXT}>{t("editLink")}</p>
          <a
            href={submitted.edit.url}
            data-testid="edit-link"
            className="block font-mono text-sm break-all text-indigo-700 underline dark:text-indigo-300"
          >
            {submitted.edit.url}
          </a>
        </div>
      )}
    </section>
  );
}
