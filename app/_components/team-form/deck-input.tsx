import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { ListTextarea, fieldClass } from "./list-textarea";

/** One player's name and list; plain named fields so the form also submits without JavaScript. */
export function DeckInput({ index, name, list }: { index: 0 | 1; name: string; list: string }) {
  const t = useTranslations("teamForm");
  const number = index + 1;
  const player = t("player", { number });
  const nameId = FIELD.names[index];
  const listId = FIELD.lists[index];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-semibold">{player}</legend>
      <div className="space-y-1">
        <label htmlFor={nameId} className="block text-sm font-medium">
          {t("playerName", { number })}{" "}
          <span className="font-normal text-neutral-600 dark:text-neutral-400">{t("optional")}</span>
        </label>
        <input
          id={nameId}
          name={nameId}
          type="text"
          defaultValue={name}
          maxLength={100}
          autoComplete="off"
          placeholder={player}
          className={fieldClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={listId} className="block text-sm font-medium">
          {t("playerList", { number })}
        </label>
        <ListTextarea
          id={listId}
          value={list}
          rows={14}
          // A legal team between the two placeholders, in the page's language (each language's printed names).
          placeholder={t(index === 0 ? "listPlaceholder1" : "listPlaceholder2")}
          describedBy="list-help"
          minHeight="min-h-48"
        />
      </div>
    </fieldset>
  );
}
