// Copy limits: four of a card in a Constructed deck, unless it is a basic land or its own text says otherwise.
import type { Card } from "../cards/card";

/** Basic lands are exempt from copy limits and the team rule: decided by the Basic supertype (MTR 6.1, 8.4). */
export function isBasicLand(card: Card): boolean {
  const supertypes = card.faces[0]?.typeLine.split("—")[0] ?? "";
  return /\bBasic\b/.test(supertypes) && /\bLand\b/.test(supertypes);
}

export function isSnowBasicLand(card: Card): boolean {
  return isBasicLand(card) && /\bSnow\b/.test(card.faces[0]?.typeLine ?? "");
}

/** Copies allowed in one Constructed deck (MTR 6.1, CR 100.2a): null means no limit. */
export function deckCopyLimit(card: Card): number | null {
  if (card.ownCopyLimit === "any" || isBasicLand(card)) return null;
  return card.ownCopyLimit ?? 4;
}
