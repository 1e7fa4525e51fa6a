import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { MAX_DECKS, MAX_SIDEBOARD, MIN_DECKS, VARIANTS, type Variant } from "@/lib/variants";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { rulesetsOf } from "@/lib/formats";
import { formatNamer, type HasKey, type Translate } from "@/i18n/problem-text";
import { formatGroups } from "@/app/_lib/team-form/labels";
import { FIELD, emptyDeck, isVariant, type TeamDraft } from "@/app/_lib/team-form/team-draft";
import { DeckInput } from "./deck-input";
import { PlayerControls } from "./player-controls";
import { Field } from "../ui/field";
import { CHOICE_CONTROL, FIELD_CONTROL, HELP_TEXT } from "../ui/styles";

/**
 * A team's native named fields, on the home form and for a team added on the organizer page: both
 * players' names and lists, the format and the team rule, and the fields of one kind of format (the
 * Limited pool, the Commander house rules: FormatFields), which the caller renders so that the home
 * page ships no script for them.
 */
export function TeamFields({
  initial,
  formatFields,
  players: shownPlayers,
  onPlayers,
}: {
  initial: TeamDraft;
  formatFields: ReactNode;
  /** How many players to show, when the caller keeps it (the home form restores drafts); else the fields' own. */
  players?: number;
  onPlayers?: (players: number) => void;
}) {
  const t = useTranslations("teamForm");
  const formats = useTranslations("formats");
  const [ownPlayers, setOwnPlayers] = useState(initial.decks.length);
  const [variant, setVariant] = useState<Variant>(initial.variant ?? "giant");
  const players = shownPlayers ?? ownPlayers;
  const setPlayers = onPlayers ?? setOwnPlayers;
  const decks = Array.from({ length: players }, (_, index) => initial.decks[index] ?? emptyDeck());
  // A format's id is a value (lib/formats.ts): its name is in the messages' formats namespace.
  const named: Translate = formats;
  const has: HasKey = formats.has;
  const formatName = formatNamer(named, has);
  return (
    <>
      <p id="list-help" className={HELP_TEXT}>
        {t.rich("listHelp", {
          code: (chunks) => <code className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{chunks}</code>,
        })}
      </p>

      <Field
        id={FIELD.variant}
        label={t("variant")}
        help={{ id: "variant-meaning", text: t(`variantMeanings.${variant}`, { max: MAX_SIDEBOARD }) }}
        className="max-w-md"
      >
        <select
          id={FIELD.variant}
          name={FIELD.variant}
          defaultValue={initial.variant ?? "giant"}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isVariant(chosen)) return;
            setVariant(chosen);
            // Team Trios seats three (MTR 8.2): a fourth player's fields go; the others keep what was typed.
            if (players > MAX_DECKS[chosen]) setPlayers(MAX_DECKS[chosen]);
          }}
          aria-describedby="variant-meaning"
          className={FIELD_CONTROL}
        >
          {VARIANTS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`variants.${choice}`, { min: MIN_DECKS, max: MAX_DECKS[choice] })}
            </option>
          ))}
        </select>
      </Field>

      <p id="sideboard-help" className={`sideboard-only ${HELP_TEXT}`}>
        {t("sideboardHelp", { max: MAX_SIDEBOARD })}
      </p>

      <div className="grid gap-6 md:grid-cols-2">
        {decks.map((deck, index) => (
          <DeckInput
            key={index}
            index={index}
            deck={deck}
            {...(index >= 2 && index === players - 1 && { onRemove: () => setPlayers(players - 1) })}
          />
        ))}
      </div>
      <PlayerControls players={players} variant={variant} onPlayers={setPlayers} />

      <div className="grid gap-6 md:grid-cols-2">
        <Field id={FIELD.format} label={t("format")} className="not-trios">
          <select id={FIELD.format} name={FIELD.format} defaultValue={initial.format} className={FIELD_CONTROL}>
            {formatGroups().map((group) => (
              <optgroup key={group.label} label={formats(group.label)}>
                {group.formats.map((option) => (
                  <option key={option.id} value={option.id}>
                    {formatName(option.id)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>

        <fieldset className="constructed-only not-trios min-w-0 space-y-2">
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
                className={CHOICE_CONTROL}
              />
              <div>
                <label htmlFor={`ruleset-${choice}`} className="text-sm font-medium">
                  {formats(choice, { copies: CLASSIC_TEAM_COPIES })}
                </label>
                <p id={`ruleset-${choice}-meaning`} className={HELP_TEXT}>
                  {formats(`${choice}Meaning`, { copies: CLASSIC_TEAM_COPIES })}
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
