// Our own card shape. Scryfall's snake_case objects never leave lib/cards/.

export type Legality = "legal" | "not_legal" | "restricted" | "banned";

export interface CardFace {
  name: string;
  typeLine: string;
  /** Added for the card preview and mana symbols: Scryfall's mana cost in braces ("{1}{U}"), "" for none. */
  manaCost?: string;
  /** Added: this face's own image, only where each face has one (double-faced cards, CR 712). */
  imageUrl?: string;
}

/**
 * What a card's own Oracle text says about copies in one deck (MTR 6.1 "unless the card's text
 * specifies otherwise"): "any" for "any number of cards named", a number for "up to seven" or
 * "only one", null when the text says nothing. The one thing the rules read from Oracle text, so
 * the text itself is not kept.
 */
export type OwnCopyLimit = number | "any" | null;

export interface Card {
  oracleId: string;
  /** Full English Oracle name, faces joined by " // " (CR 201.2). */
  name: string;
  layout: string;
  /** One entry per face; a single-faced card has one face named like the card. */
  faces: CardFace[];
  /** Other names the card is known by for deck construction (CR 201.3b, MTR 3.6): Universes Beyond/Within names. */
  otherNames: string[];
  /** Scryfall legality per format key; a missing key means unknown, never legal. */
  legalities: Partial<Record<string, Legality>>;
  ownCopyLimit: OwnCopyLimit;
  imageUrl: string | null;
  scryfallUrl: string | null;
}
