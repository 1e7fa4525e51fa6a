// A fix hint: one concrete action that would remove a problem, as structured data (its kind and params,
// worded in any language) and as the changes to the lists it means. Never applied by the app. Part of
// the public API (docs/api.md, Fixes): add kinds and params, never rename them.
export type Zone = "main" | "sideboard" | "commander" | "companion";

/** One change to one list: `quantity` copies of `card` in `deck`'s `zone`, negative to take out, positive to add. */
export interface CardChange {
  deck: number;
  card: string;
  quantity: number;
  zone: Zone;
}

/** A deck's copies of a card to take out. */
export interface TakeOut {
  deck: number;
  deckName: string;
  quantity: number;
  /** Added: "sideboard" when these copies are the sideboard's (a deck's own copies and its sideboard's are two entries); absent for the deck. */
  zone?: "sideboard";
}

/** After taking cards out, a deck below its minimum adds its most played basic land back up to it. */
export interface Refill {
  deck: number;
  deckName: string;
  /** The deck's main-deck count once the cards are out. */
  count: number;
  basic: string;
  quantity: number;
}

/** A card kept in one deck and taken out of the others: the params of both keeping fixes. */
interface KeepParams {
  card: string;
  /** The keeping deck's name; added: `keepDeck`, its index, which the words name it by. */
  keep: string;
  keepDeck: number;
  choice: boolean;
  tied: number;
  takeOut: TakeOut[];
  refills: Refill[];
}

export interface FixParams {
  /**
   * team-shared-card: keep the card in one deck, take it out of the others; `choice`: on a tie no deck
   * needs it more, so which of the `tied` decks keeps it is the team's call (`keep` stands in); `tied` is
   * 1 when one deck keeps it.
   */
  "keep-in-one-deck": KeepParams;
  /** restricted: one copy in the whole team (`choice` and `tied` as above). */
  "keep-one": KeepParams;
  /** banned, not-legal, too many copies, beyond the pool, a companion: take copies out. */
  "take-out": { card: string; takeOut: TakeOut[]; refills: Refill[] };
  /** too-many-game-changers: one copy each of the deck's last-listed cards beyond the cap; color-identity: every card it lists. */
  "take-out-cards": { deck: number; deckName: string; cards: string[]; refills: Refill[] };
  /** sideboard-not-allowed: take the deck's sideboard out. */
  "take-out-sideboard": { deck: number; deckName: string; count: number; refills: Refill[] };
  /** commander-not-allowed: the card goes in the main deck instead. */
  "move-to-main": { card: string; deck: number; deckName: string; quantity: number };
  /** snow-basic: the regular basic instead; unknown-card: the name suggested. */
  replace: { card: string; replacement: string; decks: TakeOut[] };
  /** sideboard-too-large: the last-listed sideboard cards beyond the `max` (MTR 6.1: at most fifteen). */
  "trim-sideboard": { deck: number; deckName: string; cards: { card: string; quantity: number }[]; max: number };
  /** deck-too-small, commander-deck-size: basic lands up to the minimum. */
  "add-basics": { deck: number; deckName: string; basic: string; quantity: number; minimum: number };
}

export type FixKind = keyof FixParams;

export type FixOf<K extends FixKind> = { kind: K; params: FixParams[K]; changes: CardChange[] };
export type Fix = { [K in FixKind]: FixOf<K> }[FixKind];
