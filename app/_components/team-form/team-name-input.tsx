import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { MAX_TEAM_NAME_LENGTH } from "@/lib/input/list-limits";
import { fieldClass } from "./list-textarea";

/** The team's optional name, above the decks: the report's title, its link and the printed sheets show it. */
export function TeamNameInput({ name }: { name: string }) {
  const t = useTranslations("teamForm");
  return (
    <div className="max-w-md space-y-1">
      <label htmlFor={FIELD.teamName} className="block text-sm font-medium">
        {t("teamName")} <span className="font-normal text-neutral-600 dark:text-neutral-400">{t("optional")}</span>
      </label>
      <input
        id={FIELD.teamName}
        name={FIELD.teamName}
        type="text"
        defaultValue={name}
        maxLength={MAX_TEAM_NAME_LENGTH}
        autoComplete="off"
        className={fieldClass}
      />
    </div>
  );
}
