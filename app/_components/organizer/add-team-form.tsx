"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { draftFromFields } from "@/app/_lib/team-form/team-draft";
import type { AddedTeam } from "@/app/_lib/organizer/organizer-draft";
import { FormatFields } from "../team-form/format-fields";
import { TeamFields } from "../team-form/team-fields";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { FIELD_CONTROL } from "../ui/styles";

const TEAM_NAME = "team-name";

function readTeam(form: HTMLFormElement): AddedTeam {
  const data = new FormData(form);
  const name = data.get(TEAM_NAME);
  return { name: typeof name === "string" ? name : "", ...draftFromFields((field) => data.get(field)) };
}

/**
 * One team typed by hand: the home form's fields (the pool's too, shown with Limited) plus the team's name. Its fields are uncontrolled;
 * the page remounts it (a new `key`) to fill it from a stored draft or to empty it once a team is added.
 */
export function AddTeamForm({
  initial,
  onChange,
  onAdd,
  editing,
  onCancel,
}: {
  initial: AddedTeam;
  onChange: (team: AddedTeam) => void;
  /** Adds the team, or saves the one being edited. */
  onAdd: (team: AddedTeam) => void;
  /** The name of the added team the form is editing; null when it adds a new one. */
  editing: string | null;
  onCancel: () => void;
}) {
  const t = useTranslations("organizer");
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAdd(readTeam(event.currentTarget));
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={(event) => onChange(readTeam(event.currentTarget))}
      className="space-y-6"
      aria-label={t("addTeamForm")}
    >
      {editing !== null && (
        <p role="status" className="font-medium" data-testid="editing-team">
          {t("editingTeam", { name: editing })}
        </p>
      )}
      <Field id={TEAM_NAME} label={t("teamName")} className="max-w-md">
        <input
          id={TEAM_NAME}
          name={TEAM_NAME}
          type="text"
          defaultValue={initial.name}
          maxLength={100}
          autoComplete="off"
          className={FIELD_CONTROL}
        />
      </Field>
      <TeamFields initial={initial} formatFields={<FormatFields initial={initial} />} />
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline" type="submit">
          {editing === null ? t("addTeam") : t("saveTeam")}
        </Button>
        {editing !== null && (
          <Button variant="plain" onClick={onCancel} className="text-sm">
            {t("cancelEdit")}
          </Button>
        )}
      </div>
    </form>
  );
}
