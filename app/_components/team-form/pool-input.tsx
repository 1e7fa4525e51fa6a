import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { ListTextarea } from "./list-textarea";

const POOL_PLACEHOLDER = [
  "Deck",
  "3 Innocent Bystander (MKM) 133",
  "1 Lightning Helix (MKM) 218",
  "",
  "Sideboard",
  "2 Airtight Alibi (MKM) 149",
].join("\n");

/**
 * The team's Sealed or Draft pool and the organizer's extras. Shown only while Limited is chosen, by CSS
 * (globals.css `.limited-only`), so it appears without JavaScript too; hidden, its text stays in the draft.
 */
export function PoolInput({ pool, allowed }: { pool: string; allowed: string }) {
  const t = useTranslations("teamForm");
  return (
    <fieldset className="limited-only min-w-0 space-y-3" data-testid="pool-fields">
      <legend className="text-lg font-semibold">{t("poolLegend")}</legend>
      <p id="pool-help" className="text-sm text-neutral-600 dark:text-neutral-400">
        {t("poolHelp")}
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-1 md:col-span-2">
          <label htmlFor={FIELD.pool} className="block text-sm font-medium">
            {t("poolLabel")}
          </label>
          <ListTextarea
            id={FIELD.pool}
            value={pool}
            rows={10}
            placeholder={POOL_PLACEHOLDER}
            describedBy="pool-help"
            minHeight="min-h-40"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={FIELD.allowed} className="block text-sm font-medium">
            {t("allowedLabel")}{" "}
            <span className="font-normal text-neutral-600 dark:text-neutral-400">{t("optional")}</span>
          </label>
          <ListTextarea
            id={FIELD.allowed}
            value={allowed}
            rows={4}
            placeholder="1 Lightning Helix"
            describedBy="allowed-help"
          />
          <p id="allowed-help" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t("allowedHelp")}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
