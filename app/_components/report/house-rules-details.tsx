import { useFormatter, useTranslations } from "next-intl";
import { parseDecklist } from "@/lib/decklist/parse";
import { ZONES } from "@/lib/decklist/decklist";
import { findFormat } from "@/lib/formats";
import type { HouseRules } from "@/lib/input/house-rules/names";
import { COMMANDER_DAMAGE, giantTable } from "@/lib/variants";

/** The card names of a house ban list, as its lines wrote them. */
function bannedNames(list: string): string[] {
  const decklist = parseDecklist(list);
  return ZONES.flatMap((zone) => decklist[zone].map((entry) => entry.name));
}

/**
 * Rows of a details list (the report's "About this check", a printed sheet): the organizer's house
 * rules, and in 2HG Commander the usual table rules, shown for information only (not deck rules).
 */
export function HouseRulesDetails({ format, houseRules }: { format: string; houseRules: HouseRules }) {
  const t = useTranslations("commander");
  const formatter = useFormatter();
  const rules: string[] = [];
  if (houseRules.houseBans !== undefined)
    rules.push(
      t("houseRules.houseBans", { cards: formatter.list(bannedNames(houseRules.houseBans), { type: "conjunction" }) }),
    );
  if (houseRules.gameChangers !== undefined) rules.push(t("houseRules.gameChangers", { cap: houseRules.gameChangers }));
  if (houseRules.landsExemptFromTeamRule) rules.push(t("landsExemptFromTeamRule.label"));
  if (houseRules.teamColorIdentity) rules.push(t("teamColorIdentity.label"));
  const commander = findFormat(format)?.kind === "commander";
  if (!commander && rules.length === 0) return null;
  return (
    <>
      <dt className="font-medium">{t("houseRules.title")}</dt>
      <dd data-testid="house-rules">
        {rules.length === 0 ? (
          t("houseRules.none")
        ) : (
          <ul>
            {rules.map((rule) => (
              <li key={rule} className="break-words">
                {rule}
              </li>
            ))}
          </ul>
        )}
      </dd>
      {commander && (
        <>
          <dt className="font-medium">{t("tableRules.title")}</dt>
          <dd data-testid="table-rules">
            {t("tableRules.text", { life: giantTable({ kind: "commander" }, 2).life, damage: COMMANDER_DAMAGE })}
          </dd>
        </>
      )}
    </>
  );
}
