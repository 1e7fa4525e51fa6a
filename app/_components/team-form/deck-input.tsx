import { useTranslations } from "next-intl";
import { FORMATS } from "@/lib/formats";
import { formatNamer, type HasKey, type Translate } from "@/i18n/problem-text";
import { FIELD, seatFormatOf, type DraftDeck } from "@/app/_lib/team-form/team-draft";
import { ListTextarea } from "./list-textarea";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
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
  const formatName = formatNamer(named, has);
  const number = index + 1;
  const player = t("player", { number });
  const nameId = FIELD.names[index]!;
  const listId = FIELD.lists[index]!;
  const sideboardId = FIELD.sideboards[index]!;
  const seatFormatId = FIELD.seatFormats[index];
  return (
    <fieldset className="min-w-0 space-y-3" data-testid={`player-${number}`}>
      <legend className="text-lg font-semibold">{player}</legend>
      <Field id={nameId} label={t("playerName", { number })} optional={t("optional")}>
        <input
          id={nameId}
          name={nameId}
          type="text"
          defaultValue={deck.name}
          maxLength={100}
          autoComplete="off"
          placeholder={player}
          className={FIELD_CONTROL}
        />
      </Field>
      {seatFormatId && (
        <Field id={seatFormatId} label={t("seatFormat", { number })} className="trios-only">
          <select
            id={seatFormatId}
            name={seatFormatId}
            defaultValue={seatFormatOf(deck, index)}
            className={FIELD_CONTROL}
          >
            {SEAT_FORMATS.map((option) => (
              <option key={option.id} value={option.id}>
                {formatName(option.id)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={listId} label={t("playerList", { number })}>
        <ListTextarea
          id={listId}
          value={deck.list}
          rows={14}
          // A legal team between the placeholders, in the page's language (each language's printed names).
          placeholder={t(LIST_PLACEHOLDERS[index] ?? "listPlaceholder1")}
          describedBy="list-help"
          minHeight="min-h-48"
        />
      </Field>
      <Field
        id={sideboardId}
        label={t("playerSideboard", { number })}
        optional={t("optional")}
        className="sideboard-only"
      >
        <ListTextarea
          id={sideboardId}
          value={deck.sideboard ?? ""}
          rows={5}
          placeholder={t("sideboardPlaceholder")}
          describedBy="sideboard-help"
        />
      </Field>
      {onRemove && (
        <Button variant="link" onClick={onRemove} className="text-sm">
          {t("removePlayer", { number })}
        </Button>
      )}
    </fieldset>
  );
}
