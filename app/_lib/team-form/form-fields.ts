// The home form's native fields read into a draft and filled from one. The fields stay uncontrolled (the
// server renders them, so the form posts without JavaScript): these two are the only way in and out.
import type { DraftStore } from "../ui/stored-draft";
import { FIELD, draftFromFields, sameDraft, type TeamDraft } from "./team-draft";

export function readForm(form: HTMLFormElement): TeamDraft {
  const data = new FormData(form);
  return draftFromFields((field) => data.get(field));
}

export function fillForm(form: HTMLFormElement, draft: TeamDraft) {
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
  // A draft without a date leaves the field's own (today, as the page rendered it).
  if (draft.eventDate) set(FIELD.eventDate, draft.eventDate);
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

/**
 * Lists from an Edit link become the draft, so a reload keeps later edits. Otherwise the stored draft
 * fills the form (returned, to be shown once its players' fields exist), unless someone typed before the
 * script ran: what they typed stays and becomes the draft.
 */
export function restoreDraft(
  form: HTMLFormElement,
  { initial, fromLink, home }: { initial: TeamDraft; fromLink: boolean; home: string },
  stored: DraftStore<TeamDraft | null>,
): TeamDraft | null {
  const shown = readForm(form);
  if (fromLink) {
    stored.save(shown);
    window.history.replaceState(null, "", home);
  } else if (!sameDraft(shown, initial)) {
    stored.save(shown);
  } else {
    return stored.load();
  }
  return null;
}
