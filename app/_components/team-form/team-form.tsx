"use client";

import { useLocale } from "next-intl";
import { useEffect, useRef, useState, useTransition, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { encodeShare, withShareParam } from "@/lib/share/encode";
import { formIssues } from "@/app/_lib/team-form/form-checks";
import { fillForm, readForm, restoreDraft } from "@/app/_lib/team-form/form-fields";
import { DRAFT_STORAGE_KEY, FIELD, parseStoredDraft, type TeamDraft } from "@/app/_lib/team-form/team-draft";
import { useStoredDraft } from "@/app/_lib/ui/stored-draft";
import { getPathname, useRouter } from "@/i18n/navigation";
import { FormRefusal, useRefusalWords } from "./form-refusal";
import { StartOver, useStartOver } from "./start-over";
import { SubmitRow } from "./submit-row";
import { TeamFields } from "./team-fields";
import { TeamNameInput } from "./team-name-input";
import { EventDateInput } from "./event-date-input";
import { useDeckLinks } from "./use-deck-links";

/**
 * Uncontrolled native fields: the server renders them (so the form posts to /check without
 * JavaScript), and the draft is written to local storage on every change.
 */
export function TeamForm({
  initial,
  fromLink,
  formatFields,
}: {
  initial: TeamDraft;
  fromLink: boolean;
  /** The Limited and Commander fields (FormatFields), rendered on the server: they hold no script, so the browser is sent none for them. */
  formatFields: ReactNode;
}) {
  const router = useRouter();
  const locale = useLocale();
  const refusalWords = useRefusalWords();
  const stored = useStoredDraft(DRAFT_STORAGE_KEY, parseStoredDraft);
  // The report opens in the form's language; the link it shows carries none (docs/development.md, Languages).
  const home = getPathname({ href: "/", locale });
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // Why the form was not sent (empty lists, lists over the limits), one message a list.
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [isPending, startTransition] = useTransition();
  const deckLinks = useDeckLinks();
  // Players shown (2 to 4), and a draft to fill in once its players' fields are rendered.
  const [players, setPlayers] = useState(initial.decks.length);
  const [toFill, setToFill] = useState<TeamDraft | null>(null);
  const read = () => (formRef.current ? readForm(formRef.current) : null);

  function showDraft(draft: TeamDraft) {
    setPlayers(draft.decks.length);
    setToFill(draft);
  }
  const startOver = useStartOver(read, showDraft);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !toFill) return;
    fillForm(form, toFill);
    stored.save(toFill);
    setToFill(null);
  }, [toFill, stored]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = restoreDraft(form, { initial, fromLink, home }, stored);
    if (draft) showDraft(draft);
    // Not React state: a marker for the browser tests that the form is live and its draft in place.
    form.dataset.ready = "true";
  }, [fromLink, initial, home, stored]);

  // A player added or taken off changes the draft: no change event says so.
  function changePlayers(count: number) {
    setPlayers(count);
    requestAnimationFrame(() => formRef.current && stored.save(readForm(formRef.current)));
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // A team rule is chosen for a format: another format starts from its own default, never silently from the last one's.
    if ((event.target as HTMLElement).getAttribute("name") === FIELD.format) {
      const draft = readForm(form);
      fillForm(form, { ...draft, ruleset: draft.format === "commander" ? "open" : "tournament" });
    }
    stored.save(readForm(form));
    startOver.typed();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  function refuse(messages: string[]) {
    setRefusal(messages);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || deckLinks.reading) return;
    const form = event.currentTarget;
    const draft = readForm(form);
    stored.save(draft);
    // An empty list or one over the limits is refused here, before a long link is even written.
    const issues = formIssues(draft);
    if (issues.length > 0) return refuse(issues.map((issue) => refusalWords.issue(issue, draft)));
    // A deck link is read first; on a failure every box stays as typed and the message names the deck.
    const team = await deckLinks.readTeam(draft);
    if (!team.ok) return refuse(team.messages);
    let encoded;
    try {
      encoded = encodeShare(team.shared);
    } catch {
      // Should the encoder ever fail, the form goes to /check as plain fields and the server writes the link.
      form.submit();
      return;
    }
    if (!encoded.fits) return refuse([refusalWords.tooLong(encoded.reason)]);
    setRefusal(null);
    startTransition(() => router.push(withShareParam("/check", encoded.param)));
  }

  return (
    <form
      ref={formRef}
      action={getPathname({ href: "/check", locale })}
      method="get"
      onSubmit={onSubmit}
      onChange={onChange}
      onKeyDown={onKeyDown}
      aria-busy={isPending || deckLinks.reading !== null}
      className="space-y-6"
    >
      <TeamNameInput name={initial.teamName} />
      <EventDateInput date={initial.eventDate} />
      <TeamFields initial={initial} formatFields={formatFields} players={players} onPlayers={changePlayers} />
      {refusal && <FormRefusal ref={messageRef} messages={refusal} />}
      <SubmitRow pending={isPending || deckLinks.reading !== null} status={deckLinks.reading} />
      <StartOver state={startOver.state} onStartOver={startOver.startOver} onUndo={startOver.undo} />
    </form>
  );
}
