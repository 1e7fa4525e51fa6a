import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { MAX_TEAM_NAME_LENGTH } from "@/lib/input/list-limits";
import { Field } from "../ui/field";
import { FIELD_CONTROL } from "../ui/styles";

/** The team's optional name, above the decks: the report's title, its link and the printed sheets show it. */
export function TeamNameInput({ name }: { name: string }) {
  const t = useTranslations("teamForm");
  return (
    <Field id={FIELD.teamName} label={t("teamName")} optional={t("optional")} className="max-w-md">
      <input
        id={FIELD.teamName}
        name={FIELD.teamName}
        type="text"
        defaultValue={name}
        maxLength={MAX_TEAM_NAME_LENGTH}
        autoComplete="off"
        className={FIELD_CONTROL}
      />
    </Field>
  );
}
