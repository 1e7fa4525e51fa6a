import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { rulesetsOf } from "@/lib/formats";
import type { HasKey, Translate } from "@/i18n/problem-text";
import { formatGroups } from "@/app/_lib/team-form/labels";
import { FIELD, type TeamDraft } from "@/app/_lib/team-form/team-draft";
import { DeckInput } from "./deck-input";
import { FIELD_CONTROL } from "../ui/styles";

/**
 * A team's native named fields, on the home form and for a team added on the organizer page: both
 * players' names and lists, the format and the team rule, and the fields of one kind of format (the
 * Limited pool, the Commander house rules: FormatFields), which the caller renders so that the home
 * page ships no script for them.
 */
export function TeamFields({ initial, formatFields }: { initial: TeamDraft; formatFields: ReactNode }) {
  const t = useTranslations("teamForm");
  const formats = useTranslations("formats");
  // A format's id is a value (lib/formats.ts): one the messages do not name shows its label.
  const named: Translate = formats;
  const has: HasKey = formats.has;
  const formatName = (id: string, label: string) => (has(id) ? named(id) : label);
  return (
    <>
      <p id="list-help" className="text-sm text-neutral-600 dark:text-neutral-400">
        {t.rich("listHelp", {
          code: (chunks) => <code className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{chunks}</code>,
        })}
      </p>

      <div className="grid gap-6 md:grid-cols-2">
        <DeckInput index={0} name={initial.decks[0].name} list={initial.decks[0].list} />
        <DeckInput index={1} name={initial.decks[1].name} list={initial.decks[1].list} />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={FIELD.format} className="block text-sm font-medium">
            {t("format")}
          </label>
          <select id={FIELD.format} name={FIELD.format} defaultValue={initial.format} className={FIELD_CONTROL}>
            {formatGroups().map((group) => (
              <optgroup key={group.label} label={formats(group.label)}>
                {group.formats.map((option) => (
                  <option key={option.id} value={option.id}>
                    {formatName(option.id, option.label)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>

        <fieldset className="constructed-only min-w-0 space-y-2">
          <legend className="mb-1 text-sm font-medium">{t("teamRule")}</legend>
          {rulesetsOf({ kind: "constructed" }).map((choice) => (
            <div key={choice} className="flex items-start gap-2">
              <input
                id={`ruleset-${choice}`}
                type="radio"
                name={FIELD.ruleset}
                value={choice}
                defaultChecked={initial.ruleset === choice}
                aria-describedby={`ruleset-${choice}-meaning`}
                className="mt-1 size-4 shrink-0 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:accent-indigo-400"
              />
              <div>
                <label htmlFor={`ruleset-${choice}`} className="text-sm font-medium">
                  {formats(choice)}
                </label>
                <p id={`ruleset-${choice}-meaning`} className="text-sm text-neutral-600 dark:text-neutral-400">
                  {formats(`${choice}Meaning`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      </div>

      {formatFields}
    </>
  );
}
