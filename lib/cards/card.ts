// Our own card shape. Scryfall's snake_case objects never leave lib/cards/.

export type Legality = "legal" | "not_legal" | "restricted" | "banned";

export interface CardFace {
  name: string;
  typeLine: string;
  /** Added for the card preview and mana symbols: Scryfall's mana cost in braces ("{1}{U}"), "" for none. */
  manaCost?: string;
  /** Added: this face's own image, only where each face has one (double-faced cards, CR 712). */
  imageUrl?: string;
  /** Added for the text preview: the face's Oracle text (CR 207.1), lines joined by "\n"; absent when the card data has none. */
  oracleText?: string;
}

/**
 * What a card's own Oracle text says about copies in one deck (MTR 6.1 "unless the card's text
 * specifies otherwise"): "any" for "any number of cards named", a number for "up to seven" or
 * "only one", null when the text says nothing. The one thing the rules read from Oracle text (the
 * faces keep the text itself only for the report's preview).
 */
export type OwnCopyLimit = number | "any" | null;

export interface PrintedName {
  /** Scryfall's language code: "ja", "es", "it", "zhs", … */
  lang: string;
  /** As printed; a multi-faced card's faces joined by " // " ("火 // 氷"). */
  name: string;
  /**
   * Added: the sets (lower-case codes) of the printings in `lang` that bear the name, when the data says; a
   * name one printing of another card bears by a data error is told apart by them (card-index.ts, strays).
   */
  sets?: string[];
}

/** A keyword that lets a deck have two commanders (CR 702.124), as the card's text states it. */
export type Pairing =
  | { kind: "partner" }
  | { kind: "partner-with"; name: string }
  | { kind: "partner-group"; group: string }
  | { kind: "friends-forever" }
  | { kind: "choose-a-background" }
  | { kind: "doctors-companion" };

/** What a card's Oracle text says about being a commander: kept instead of the text (CR 903.3d, 702.124). */
export interface CommanderText {
  /** "… can be your commander." */
  canBeCommander: boolean;
  pairings: Pairing[];
  /** "As long as … isn't on the battlefield, it's a … creature in addition to its other types": a creature card off the battlefield. */
  creatureOffBattlefield?: true;
}

export interface Card {
  oracleId: string;
  /** Full English Oracle name, faces joined by " // " (CR 201.2). */
  name: string;
  layout: string;
  /** One entry per face; a single-faced card has one face named like the card. */
  faces: CardFace[];
  /** Other names the card is known by for deck construction (CR 201.3b, MTR 3.6): Universes Beyond/Within names. */
  otherNames: string[];
  /**
   * The names printed on its non-English printings (CR 201.2: the English name is the card's name; MTR
   * 3.3: non-English cards are legal), as lists in the players' languages write them. Absent when the
   * card data has none. Not names for CR 201.3b: a line naming one is matched last, after every English name.
   */
  printedNames?: PrintedName[];
  /** Its printings as "set/collector number" (lower-case set code), by which Arena and sites name a card. */
  printings?: string[];
  /**
   * Added: the earliest release date (YYYY-MM-DD) of the printings the card data holds, by which a card is
   * not yet legal before it (MTR 3.7); absent when the data does not say.
   */
  releasedAt?: string;
  /**
   * Added, live lookups only: the release date of the reprint Scryfall answered with, when `releasedAt` is
   * absent. The card was out by then; a date after the event's asks for its first printing (docs/card-data.md).
   */
  printedAt?: string;
  /** Added: the lower-case set codes of the printings the card data holds, by which Standard's rotation is dated (docs/rules.md). */
  sets?: string[];
  /** Scryfall legality per format key; a missing key means unknown, never legal. */
  legalities: Partial<Record<string, Legality>>;
  ownCopyLimit: OwnCopyLimit;
  /** Scryfall's `color_identity` in WUBRG order ("WU"; "" for colourless): mana symbols of both faces and rules text (CR 903.4). */
  colorIdentity: string;
  /** On Scryfall's Game Changers list (`game_changer`), which a store may cap per deck. */
  gameChanger: boolean;
  /** What the text says about being a commander; null when nothing. */
  commander: CommanderText | null;
  imageUrl: string | null;
  scryfallUrl: string | null;
}
