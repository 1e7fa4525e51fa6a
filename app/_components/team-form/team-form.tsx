"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { withShareParam } from "@/lib/share/encode";
import { encodeDraft, formIssues, type FormIssue } from "@/app/_lib/team-form/form-checks";
import {
  DRAFT_STORAGE_KEY,
  FIELD,
  draftFromFields,
  parseStoredDraft,
  sameDraft,
  withoutLists,
  type TeamDraft,
} from "@/app/_lib/team-form/team-draft";
import { getPathname, useRouter } from "@/i18n/navigation";
import { TeamFields } from "./team-fields";
import { TeamNameInput } from "./team-name-input";
import { StartOver, type StartOverState } from "./start-over";
import { ERROR_SUMMARY, PRIMARY_BUTTON } from "../ui/styles";

function readForm(form: HTMLFormElement): TeamDraft {
  const data = new FormData(form);
  return draftFromFields((field) => data.get(field));
}

function fillForm(form: HTMLFormElement, draft: TeamDraft) {
  const set = (name: string, value: string) => {
    const field = form.elements.namedItem(name);
    if (field && "value" in field) field.value = value;
  };
  set(FIELD.teamName, draft.teamName);
  set(FIELD.format, draft.format);
  set(FIELD.variant, draft.variant ?? "giant");
  set(FIELD.ruleset, draft.ruleset);
  set(FIELD.pool, draft.pool);
  set(FIELD.allowed, draft.allowed);
  if (draft.format === "commander") set(FIELD.commanderRuleset, draft.ruleset);
  set(FIELD.houseBans, draft.houseBans);
  set(FIELD.gameChangers, draft.gameChangers);
  for (const box of [FIELD.landsExemptFromTeamRule, FIELD.teamColorIdentity] as const) {
    const field = form.elements.namedItem(box);
    if (field instanceof HTMLInputElement) field.checked = draft[box];
  }
  draft.decks.forEach((deck, index) => {
    set(FIELD.names[index] ?? "", deck.name);
    set(FIELD.lists[index] ?? "", deck.list);
    set(FIELD.sideboards[index] ?? "", deck.sideboard ?? "");
    if (deck.format) set(FIELD.seatFormats[index] ?? "", deck.format);
  });
}

// Storage can be full or switched off; the text stays in the fields either way.
function saveDraft(draft: TeamDraft) {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {}
}

function loadDraft(): TeamDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Lists from an Edit link become the draft, so a reload keeps later edits. Otherwise the stored draft
 * fills the form (returned, to be shown once its players' fields exist), unless someone typed before the
 * script ran: what they typed stays and becomes the draft.
 */
function restoreDraft(form: HTMLFormElement, initial: TeamDraft, fromLink: boolean, home: string): TeamDraft | null {
  const shown = readForm(form);
  if (fromLink) {
    saveDraft(shown);
    window.history.replaceState(null, "", home);
  } else if (!sameDraft(shown, initial)) {
    saveDraft(shown);
  } else {
    return loadDraft();
  }
  return null;
}

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
  const t = useTranslations("teamForm");
  const locale = useLocale();
  // The report opens in the form's language; the link it shows carries none (docs/development.md, Languages).
  const home = getPathname({ href: "/", locale });
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // Why the form was not sent (empty lists, lists over the limits), one message a list.
  const [tooLong, setTooLong] = useState<string[] | null>(null);
  const [isPending, startTransition] = useTransition();
  // The draft before "Start over", kept only in this page's memory: the undo lasts while the page is open.
  const [beforeStartOver, setBeforeStartOver] = useState<TeamDraft | null>(null);
  const [startOverState, setStartOverState] = useState<StartOverState>("idle");
  // Players shown (2 to 4), and a draft to fill in once its players' fields are rendered.
  const [players, setPlayers] = useState(initial.decks.length);
  const [toFill, setToFill] = useState<TeamDraft | null>(null);

  function showDraft(draft: TeamDraft) {
    setPlayers(draft.decks.length);
    setToFill(draft);
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form || !toFill) return;
    fillForm(form, toFill);
    saveDraft(toFill);
    setToFill(null);
  }, [toFill]);

  // A player added or taken off changes the draft: no change event says so.
  function changePlayers(count: number) {
    setPlayers(count);
    requestAnimationFrame(() => formRef.current && saveDraft(readForm(formRef.current)));
  }

  function startOver() {
    const form = formRef.current;
    if (!form) return;
    const before = readForm(form);
    showDraft(withoutLists(before));
    setBeforeStartOver(before);
    setStartOverState(before.format === "limited" ? "emptied-with-pool" : "emptied");
  }

  function undoStartOver() {
    if (beforeStartOver) showDraft(beforeStartOver);
    setBeforeStartOver(null);
    setStartOverState("restored");
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const stored = restoreDraft(form, initial, fromLink, home);
    if (stored) showDraft(stored);
    // Not React state: a marker for the browser tests that the form is live and its draft in place.
    form.dataset.ready = "true";
  }, [fromLink, initial, home]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // A team rule is chosen for a format: another format starts from its own default, never silently from the last one's.
    if ((event.target as HTMLElement).getAttribute("name") === FIELD.format) {
      const draft = readForm(form);
      fillForm(form, { ...draft, ruleset: draft.format === "commander" ? "open" : "tournament" });
    }
    saveDraft(readForm(form));
    // What is typed after "Start over" is the new draft: an undo would now lose it.
    if (startOverState !== "idle") {
      setBeforeStartOver(null);
      setStartOverState("idle");
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  function refuse(messages: string[]) {
    setTooLong(messages);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  function issueText(issue: FormIssue, draft: TeamDraft): string {
    const deck =
      issue.deck === "pool"
        ? t("poolName")
        : draft.decks[issue.deck]?.name.trim() || t("player", { number: issue.deck + 1 });
    switch (issue.code) {
      case "empty-list":
        return t("emptyList", { deck });
      case "too-many-lines":
        return t("tooManyLines", { deck, count: issue.count, max: issue.max });
      case "list-too-large":
        return t("listTooLarge", { deck, kb: issue.kb, maxKb: issue.maxKb });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const form = event.currentTarget;
    const draft = readForm(form);
    saveDraft(draft);
    // An empty list or one over the limits is refused here, before a long link is even written.
    const issues = formIssues(draft);
    if (issues.length > 0) return refuse(issues.map((issue) => issueText(issue, draft)));
    let encoded;
    try {
      encoded = encodeDraft(draft);
    } catch {
      // Should the encoder ever fail, the form goes to /check as plain fields and the server writes the link.
      form.submit();
      return;
    }
    if (!encoded.fits) {
      const { code, ...values } = encoded.reason;
      return refuse([t("tooLong", { reason: t(`tooLongReasons.${code}`, values) })]);
    }
    setTooLong(null);
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
      aria-busy={isPending}
      className="space-y-6"
    >
      <TeamNameInput name={initial.teamName} />
      <TeamFields initial={initial} formatFields={formatFields} players={players} onPlayers={changePlayers} />

      {tooLong && (
        <div ref={messageRef} role="alert" tabIndex={-1} className={ERROR_SUMMARY} data-testid="form-refusal">
          {tooLong.length === 1 ? (
            <p>{tooLong[0]}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {tooLong.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" aria-disabled={isPending} className={PRIMARY_BUTTON}>
          {isPending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
            />
          )}
          {isPending ? t("checking") : t("check")}
        </button>
        <p className="hidden text-sm text-neutral-600 sm:block dark:text-neutral-400">
          {t.rich("shortcut", {
            kbd: (chunks) => (
              <kbd className="rounded border border-neutral-300 px-1 font-sans dark:border-neutral-700">{chunks}</kbd>
            ),
          })}
        </p>
        <p role="status" className="w-full text-sm text-neutral-600 dark:text-neutral-400">
          {isPending ? t("checkingTeam") : ""}
        </p>
      </div>
      <StartOver state={startOverState} onStartOver={startOver} onUndo={undoStartOver} />
    </form>
  );
}
