import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { ListTextarea } from "./list-textarea";
import { Field } from "../ui/field";
import { HELP_TEXT } from "../ui/styles";

/**
 * The team's Sealed or Draft pool and the organizer's extras. Shown only while Limited is chosen, by CSS
 * (globals.css `.limited-only`), so it appears without JavaScript too; hidden, its text stays in the draft.
 */
export function PoolInput({ pool, allowed }: { pool: string; allowed: string }) {
  const t = useTranslations("teamForm");
  return (
    <fieldset className="limited-only min-w-0 space-y-3" data-testid="pool-fields">
      <legend className="text-lg font-semibold">{t("poolLegend")}</legend>
      <p id="pool-help" className={HELP_TEXT}>
        <span className="not-team-sealed">{t("poolHelp")}</span>
        <span className="team-sealed-only">{t("poolHelpTeamSealed")}</span>
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <Field id={FIELD.pool} label={t("poolLabel")} className="md:col-span-2">
          <ListTextarea
            id={FIELD.pool}
            value={pool}
            rows={10}
            placeholder={t("poolPlaceholder")}
            describedBy="pool-help"
            minHeight="min-h-40"
          />
        </Field>
        <Field
          id={FIELD.allowed}
          label={t("allowedLabel")}
          optional={t("optional")}
          help={{ id: "allowed-help", text: t("allowedHelp") }}
        >
          <ListTextarea
            id={FIELD.allowed}
            value={allowed}
            rows={4}
            placeholder={t("allowedPlaceholder")}
            describedBy="allowed-help"
          />
        </Field>
      </div>
    </fieldset>
  );
}
