import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { MAX_DECKS, MIN_DECKS, type Variant } from "@/lib/variants";
import { HELP_TEXT, buttonClass } from "../ui/styles";

/**
 * How many players the form shows (docs/rules.md, Teams of three and four): a hidden field that a plain
 * submit carries, and "Add a player" as a link to `?players=N` that works without JavaScript; with it,
 * `onPlayers` adds the field in place, up to the variant's limit.
 */
export function PlayerControls({
  players,
  variant,
  onPlayers,
}: {
  players: number;
  variant: Variant;
  onPlayers?: (players: number) => void;
}) {
  const t = useTranslations("teamForm");
  const most = MAX_DECKS[variant];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input type="hidden" name={FIELD.players} value={players} />
      {players < most && (
        <a
          href={`?${FIELD.players}=${players + 1}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="add-player"
          onClick={(event) => {
            if (!onPlayers) return;
            event.preventDefault();
            onPlayers(players + 1);
          }}
        >
          {t("addPlayer")}
        </a>
      )}
      <p className={HELP_TEXT}>{t("playersHelp", { min: MIN_DECKS, max: most })}</p>
    </div>
  );
}
