"use client";

import { useTranslations } from "next-intl";
import type { AddedTeam } from "@/app/_lib/organizer/organizer-draft";
import { useReportWords } from "../report/report-words";
import { Button } from "../ui/button";

interface AddedTeamActions {
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

function AddedTeamRow({ team, index, onEdit, onRemove }: { team: AddedTeam; index: number } & AddedTeamActions) {
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
        <Button variant="link" className="text-sm" onClick={() => onEdit(index)} aria-label={t("editWhat", { name })}>
          {t("edit")}
        </Button>
        <Button
          variant="danger"
          className="text-sm"
          onClick={() => onRemove(index)}
          aria-label={t("removeWhat", { name })}
        >
          {t("remove")}
        </Button>
      </span>
    </li>
  );
}

/** The teams typed one by one on the organizer page, each with its Edit and Remove. */
export function AddedTeams({ teams, ...actions }: { teams: AddedTeam[] } & AddedTeamActions) {
  const t = useTranslations("organizer");
  if (teams.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t("addedTeams", { count: teams.length })}</h3>
      <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {teams.map((team, index) => (
          <AddedTeamRow key={index} team={team} index={index} {...actions} />
        ))}
      </ul>
    </div>
  );
}
