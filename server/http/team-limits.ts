import "server-only";
// A list's size limit (docs/api.md, Errors and limits), checked on the raw team before the input schema reads it, so an
// oversized list costs no parsing: POST /api/validate answers 413, a batch marks that team alone.
import { inputError } from "@/lib/input/input-issue";
import { MAX_LIST_BYTES } from "@/lib/input/list-limits";
import { LIMITED_ONLY_FIELDS, sameField, type FieldName, type InputError } from "@/lib/input/team-input";

export { MAX_LIST_BYTES };

const isOversized = (text: unknown) => typeof text === "string" && Buffer.byteLength(text, "utf8") > MAX_LIST_BYTES;

/** The first list over MAX_LIST_BYTES, by its field's path: a deck's list, the pool or the allowed cards. */
function oversizedField(team: unknown): string | undefined {
  if (!team || typeof team !== "object") return undefined;
  if ("decks" in team && Array.isArray(team.decks)) {
    const index = team.decks.findIndex(
      (deck: unknown) => deck !== null && typeof deck === "object" && "list" in deck && isOversized(deck.list),
    );
    if (index >= 0) return `decks.${index}.list`;
  }
  return LIMITED_ONLY_FIELDS.find((field) => isOversized((team as Record<string, unknown>)[field]));
}

/** The refusal of the first list over the limit, naming it as the sender does; undefined when all are within it. */
export function oversizedList(team: unknown, fieldName: FieldName = sameField): InputError | undefined {
  const field = oversizedField(team);
  return field === undefined
    ? undefined
    : inputError("too-large", [
        { field: fieldName(field), why: { code: "list-too-large", maxKb: MAX_LIST_BYTES / 1000 } },
      ]);
}
