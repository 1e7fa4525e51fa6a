import { useTranslations } from "next-intl";
import { FORMATS } from "@/lib/formats";
import type { HasKey, Translate } from "@/i18n/problem-text";
import { FIELD, seatFormatOf, type DraftDeck } from "@/app/_lib/team-form/team-draft";
import { ListTextarea, fieldClass } from "./list-textarea";
import { FIELD_CONTROL } from "../ui/styles";

/** One placeholder per player, no card in two of them (MTR 8.4), so the lists they suggest are a legal team. */
const LIST_PLACEHOLDERS = ["listPlaceholder1", "listPlaceholder2", "listPlaceholder3", "listPlaceholder4"] as const;

/** A Trios seat plays a Constructed format of its own (MTR 8.4): no Limited, no 2HG Commander. */
const SEAT_FORMATS = FORMATS.filter((format) => format.kind === "constructed");

/**
 * One player's name and list; plain named fields so the form also submits without JavaScript. A Trios seat's
 * format and a sideboard field are shown by CSS only with the variants that read them (app/globals.css).
 */
export function DeckInput({
  index,
  deck,
  onRemove,
}: {
  index: number;
  deck: DraftDeck;
  /** A third or fourth player can be taken off again (with JavaScript). */
  onRemove?: () => void;
}) {
  const t = useTranslations("teamForm");
  const formats = useTranslations("formats");
  // A format's id is a value (lib/formats.ts): one the messages do not name shows its label.
  const named: Translate = formats;
  const has: HasKey = formats.has;
  const number = index + 1;
  const player = t("player", { number });
  const nameId = FIELD.names[index]!;
  const listId = FIELD.lists[index]!;
  const sideboardId = FIELD.sideboards[index]!;
  const seatFormatId = FIELD.seatFormats[index];
  return (
    <fieldset className="min-w-0 space-y-3" data-testid={`player-${number}`}>
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
          defaultValue={deck.name}
          maxLength={100}
          autoComplete="off"
          placeholder={player}
          className={fieldClass}
        />
      </div>
      {seatFormatId && (
        <div className="trios-only space-y-1">
          <label htmlFor={seatFormatId} className="block text-sm font-medium">
            {t("seatFormat", { number })}
          </label>
          <select
            id={seatFormatId}
            name={seatFormatId}
            defaultValue={seatFormatOf(deck, index)}
            className={FIELD_CONTROL}
          >
            {SEAT_FORMATS.map((option) => (
              <option key={option.id} value={option.id}>
                {has(option.id) ? named(option.id) : option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={listId} className="block text-sm font-medium">
          {t("playerList", { number })}
        </label>
        <ListTextarea
          id={listId}
          value={deck.list}
          rows={14}
          // A legal team between the placeholders, in the page's language (each language's printed names).
          placeholder={t(LIST_PLACEHOLDERS[index] ?? "listPlaceholder1")}
          describedBy="list-help"
          minHeight="min-h-48"
        />
      </div>
      <div className="sideboard-only space-y-1">
        <label htmlFor={sideboardId} className="block text-sm font-medium">
          {t("playerSideboard", { number })}{" "}
          <span className="font-normal text-neutral-600 dark:text-neutral-400">{t("optional")}</span>
        </label>
        <ListTextarea
          id={sideboardId}
          value={deck.sideboard ?? ""}
          rows={5}
          placeholder={t("sideboardPlaceholder")}
          describedBy="sideboard-help"
        />
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t("removePlayer", { number })}
        </button>
      )}
    </fieldset>
  );
}
