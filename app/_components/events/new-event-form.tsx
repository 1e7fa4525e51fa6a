"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { rulesetsOf, findFormat } from "@/lib/formats";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { MAX_DECKS, MIN_DECKS, VARIANTS } from "@/lib/variants";
import { formatNamer, type HasKey, type Translate } from "@/i18n/problem-text";
import { formatGroups } from "@/app/_lib/team-form/labels";
import { callApi } from "@/app/_lib/events/event-api";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { ERROR_SUMMARY, FIELD_CONTROL, HELP_TEXT } from "../ui/styles";

type Created = { id: string; organizer: { url: string; key: string }; teams: { url: string } };

/** /events/new: the event's name, date and rules; it answers the organizer's desk and the teams' link, once. */
export function NewEventForm() {
  const t = useTranslations("events");
  const teamForm = useTranslations("teamForm");
  const formats = useTranslations("formats");
  const locale = useLocale();
  const named: Translate = formats;
  const has: HasKey = formats.has;
  const [format, setFormat] = useState("modern");
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const closesAt = text("closesAt");
    setPending(true);
    const answer = await callApi<Created>("/api/events", {
      method: "POST",
      body: {
        name: text("name"),
        date: text("date"),
        format: text("format"),
        variant: text("variant"),
        ...(data.get("ruleset") && { ruleset: text("ruleset") }),
        ...(closesAt && { closesAt: new Date(closesAt).toISOString() }),
        language: locale,
      },
    });
    setPending(false);
    if (answer.ok) setCreated(answer.body);
    else setRefusal(answer.message);
  }

  if (created)
    return (
      <section className="space-y-4" data-testid="event-created" aria-live="polite">
        <p className="font-medium">{t("created")}</p>
        <LinkLine label={t("deskLink")} url={created.organizer.url} testId="desk-link" />
        <LinkLine label={t("teamsLink")} url={created.teams.url} testId="teams-link" />
      </section>
    );

  const kind = findFormat(format)?.kind ?? "constructed";
  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-5" aria-busy={pending}>
      <Field id="event-name" label={t("eventName")}>
        <input id="event-name" name="name" required maxLength={100} className={FIELD_CONTROL} />
      </Field>
      <Field id="event-date" label={t("eventDate")}>
        <input id="event-date" name="date" type="date" required className={FIELD_CONTROL} />
      </Field>
      <Field id="event-format" label={t("format")}>
        <select
          id="event-format"
          name="format"
          value={format}
          onChange={(e) => setFormat(e.target.value)}
          className={FIELD_CONTROL}
        >
          {formatGroups().map((group) => (
            <optgroup key={group.label} label={formats(group.label)}>
              {group.formats.map((option) => (
                <option key={option.id} value={option.id}>
                  {formatNamer(named, has)(option.id)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id="event-variant" label={t("variant")}>
        <select id="event-variant" name="variant" defaultValue="giant" className={FIELD_CONTROL}>
          {VARIANTS.map((choice) => (
            <option key={choice} value={choice}>
              {teamForm(`variants.${choice}`, { min: MIN_DECKS, max: MAX_DECKS[choice] })}
            </option>
          ))}
        </select>
      </Field>
      {kind !== "limited" && (
        <Field id="event-ruleset" label={t("ruleset")}>
          <select id="event-ruleset" name="ruleset" key={kind} className={FIELD_CONTROL}>
            {rulesetsOf({ kind }).map((choice) => (
              <option key={choice} value={choice}>
                {formats(choice, { copies: CLASSIC_TEAM_COPIES })}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id="event-closes" label={t("closesAt")}>
        <input id="event-closes" name="closesAt" type="datetime-local" className={FIELD_CONTROL} />
      </Field>
      {refusal && (
        <p role="alert" className={ERROR_SUMMARY}>
          {refusal}
        </p>
      )}
      <Button variant="primary" type="submit" disabled={pending} data-testid="create-event">
        {pending ? t("creating") : t("create")}
      </Button>
    </form>
  );
}

function LinkLine({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <div className="space-y-1">
      <p className={HELP_TEXT}>{label}</p>
      <a
        href={url}
        data-testid={testId}
        className="block font-mono text-sm break-all text-indigo-700 underline dark:text-indigo-300"
      >
        {url}
      </a>
    </div>
  );
}
