"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
import { emptyTeam, type AddedTeam, type OrganizerDraft } from "@/app/_lib/organizer/organizer-draft";

/**
 * The organizer's teams typed one by one: adding one, editing an added one in the same form, removing
 * one. The form's fields are uncontrolled, so `formKey` changes to remount it, emptied or refilled.
 */
export function useTeamEditor(draft: OrganizerDraft, setDraft: Dispatch<SetStateAction<OrganizerDraft>>) {
  const [formKey, setFormKey] = useState(0);
  // The added team the form is editing (its index), or null when the form adds a new one.
  const [editing, setEditing] = useState<number | null>(null);

  /** Refills the form with `team`: a new key remounts it. */
  function fillForm(team: AddedTeam, index: number | null) {
    setDraft((current) => ({ ...current, newTeam: team }));
    setEditing(index);
    setFormKey((key) => key + 1);
  }

  return {
    formKey,
    editing,
    add(team: AddedTeam) {
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
    },
    edit(index: number) {
      const team = draft.teams[index];
      if (!team) return;
      fillForm(team, index);
      requestAnimationFrame(() => document.getElementById("team-name")?.focus());
    },
    remove(index: number) {
      setDraft((current) => ({ ...current, teams: current.teams.filter((_, at) => at !== index) }));
      if (editing === null) return;
      if (editing === index) fillForm(emptyTeam(), null);
      else if (editing > index) setEditing(editing - 1);
    },
    cancel: () => fillForm(emptyTeam(), null),
  };
}
