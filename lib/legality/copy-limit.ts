// Copy limits read from the card itself, never from name lists (name lists go stale with every set).
import type { Card } from "../cards/card";

/** Basic lands are exempt from copy limits and the team rule: decided by the Basic supertype (MTR 6.1, 8.4). */
export function isBasicLand(card: Card): boolean {
  const supertypes = card.faces[0]?.typeLine.split("—")[0] ?? "";
  return /\bBasic\b/.test(supertypes) && /\bLand\b/.test(supertypes);
}

export function isSnowBasicLand(card: Card): boolean {
  return isBasicLand(card) && /\bSnow\b/.test(card.faces[0]?.typeLine ?? "");
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20,
};

const ANY_NUMBER = /A deck can have any number of cards named/i;
const UP_TO = /A deck can have up to (?<count>\w+) cards named/i;
const ONLY_ONE = /A deck can have only one card named/i;

/**
 * The card's own deck limit from its Oracle text (MTR 6.1 "cards with text that specifies otherwise"):
 * null for "any number", a number for "up to seven" / "only one", undefined when the text sets none.
 */
export function ownCopyLimit(card: Card): number | null | undefined {
  const text = card.faces.map((face) => face.oracleText).join("\n");
  if (ANY_NUMBER.test(text)) return null;
  const upTo = UP_TO.exec(text)?.groups?.count?.toLowerCase();
  if (upTo) return NUMBER_WORDS[upTo] ?? (Number.parseInt(upTo, 10) || undefined);
  if (ONLY_ONE.test(text)) return 1;
  return undefined;
}

// Reading the Oracle text is the same work for a card every check: remember it per card object.
const copyLimits = new WeakMap<Card, number | null>();

/** Copies allowed in one Constructed deck (MTR 6.1, CR 100.2a): null means no limit. */
export function deckCopyLimit(card: Card): number | null {
  const known = copyLimits.get(card);
  if (known !== undefined) return known;
  const own = isBasicLand(card) ? null : ownCopyLimit(card);
  const limit = own === undefined ? 4 : own;
  copyLimits.set(card, limit);
  return limit;
}
