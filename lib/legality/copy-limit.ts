// Copy limits: the format's copies per deck (four in Constructed, one in Commander), unless the card is a
// basic land or its own text says otherwise.
import type { Card } from "../cards/card";
import type { Format } from "../formats";

/** Basic lands are exempt from copy limits and the team rule: decided by the Basic supertype (MTR 6.1, 8.4). */
export function isBasicLand(card: Card): boolean {
  const supertypes = card.faces[0]?.typeLine.split("—")[0] ?? "";
  return /\bBasic\b/.test(supertypes) && /\bLand\b/.test(supertypes);
}

export function isSnowBasicLand(card: Card): boolean {
  return isBasicLand(card) && /\bSnow\b/.test(card.faces[0]?.typeLine ?? "");
}

/** The most copies of a non-basic card two Constructed decks hold together under the classic team rule. */
export const CLASSIC_TEAM_COPIES = 4;

/** Copies allowed in one deck of `format` (MTR 6.1, CR 100.2a, CR 903.5b): null means no limit. */
export function deckCopyLimit(card: Card, format: Pick<Format, "copiesPerDeck">): number | null {
  if (card.ownCopyLimit === "any" || isBasicLand(card) || format.copiesPerDeck === null) return null;
  return card.ownCopyLimit ?? format.copiesPerDeck;
}

/** Copies the decks may hold together under the classic team rule: four, or the card's own limit. */
export function classicTeamLimit(card: Card): number | null {
  return deckCopyLimit(card, { copiesPerDeck: CLASSIC_TEAM_COPIES });
}

/** A land by its front face's type line (CR 205.3i), whatever its supertypes. */
export function isLand(card: Card): boolean {
  return /\bLand\b/.test(card.faces[0]?.typeLine.split("—")[0] ?? "");
}
