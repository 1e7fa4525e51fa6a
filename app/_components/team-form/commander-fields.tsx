import { useTranslations } from "next-intl";
import { findFormat, rulesetsOf } from "@/lib/formats";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { MAX_GAME_CHANGERS } from "@/lib/input/house-rules/names";
import { FIELD, type TeamDraft } from "@/app/_lib/team-form/team-draft";
import { ListTextarea } from "./list-textarea";
import { Field } from "../ui/field";
import { CHOICE_CONTROL, FIELD_CONTROL, HELP_TEXT } from "../ui/styles";

const COMMANDER = findFormat("commander")!;
/** The format's own team rule (open) first, the others after it. */
const CHOICES = [
  COMMANDER.defaultRuleset,
  ...rulesetsOf(COMMANDER).filter((ruleset) => ruleset !== COMMANDER.defaultRuleset),
];

/**
 * The store's rules for 2HG Commander (docs/rules.md, 2HG Commander): its own team-rule radios with open
 * checked, the house ban list, the Game Changers cap and La Plata's two options. Shown only while the
 * format is chosen, by CSS (globals.css `.commander-only`), so they work without JavaScript too.
 */
export function CommanderFields({ initial }: { initial: TeamDraft }) {
  const t = useTranslations("commander");
  const ruleset = initial.format === COMMANDER.id ? initial.ruleset : COMMANDER.defaultRuleset;
  return (
    <fieldset className="commander-only min-w-0 space-y-4" data-testid="commander-fields">
      <legend className="text-lg font-semibold">{t("legend")}</legend>
      <p className={HELP_TEXT}>{t("intro", { size: COMMANDER.minimumDeckSize })}</p>

      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-1 text-sm font-medium">{t("teamRule")}</legend>
          {CHOICES.map((choice) => (
            <div key={choice} className="flex items-start gap-2">
              <input
                id={`commander-ruleset-${choice}`}
                type="radio"
                name={FIELD.commanderRuleset}
                value={choice}
                defaultChecked={ruleset === choice}
                aria-describedby={`commander-ruleset-${choice}-meaning`}
                className={CHOICE_CONTROL}
              />
              <div>
                <label htmlFor={`commander-ruleset-${choice}`} className="text-sm font-medium">
                  {t(`rulesets.${choice}.label`, { copies: CLASSIC_TEAM_COPIES })}
                </label>
                <p id={`commander-ruleset-${choice}-meaning`} className={HELP_TEXT}>
                  {t(`rulesets.${choice}.meaning`, { copies: CLASSIC_TEAM_COPIES })}
                </p>
              </div>
            </div>
          ))}
        </fieldset>

        <div className="space-y-4">
          <Field
            id={FIELD.houseBans}
            label={t("houseBans")}
            optional={t("optional")}
            help={{ id: "house-bans-help", text: t("houseBansHelp") }}
          >
            <ListTextarea
              id={FIELD.houseBans}
              value={initial.houseBans}
              rows={4}
              placeholder={t("houseBansPlaceholder")}
              describedBy="house-bans-help"
            />
          </Field>
          <Field
            id={FIELD.gameChangers}
            label={t("gameChangers")}
            optional={t("optional")}
            help={{ id: "game-changers-help", text: t("gameChangersHelp") }}
          >
            <input
              id={FIELD.gameChangers}
              name={FIELD.gameChangers}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_GAME_CHANGERS}
              step={1}
              defaultValue={initial.gameChangers}
              aria-describedby="game-changers-help"
              className={`${FIELD_CONTROL} max-w-32`}
            />
          </Field>
          {([FIELD.landsExemptFromTeamRule, FIELD.teamColorIdentity] as const).map((field) => (
            <div key={field} className="flex items-start gap-2">
              <input
                id={field}
                name={field}
                type="checkbox"
                defaultChecked={initial[field]}
                aria-describedby={`${field}-help`}
                className={CHOICE_CONTROL}
              />
              <div>
                <label htmlFor={field} className="text-sm font-medium">
                  {t(`${field}.label`)}
                </label>
                <p id={`${field}-help`} className={HELP_TEXT}>
                  {t(`${field}.meaning`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
