// A deck as a site gives it, and the list text it becomes: the same text a player would paste, so the
// check, its fixes, exports, sheets and share link take it unchanged (docs/decklist-formats.md, Deck links).
import type { DeckSite } from "./deck-link";

export interface ReadCard {
  /** The card's Oracle name as the site gives it. */
  name: string;
  quantity: number;
  /** The printing, when the site gives both: set code and collector number. */
  set?: string;
  collectorNumber?: string;
}

/** A deck read from a site, maybeboard and cards not in the deck already left out by its reader. */
export interface ReadDeck {
  name: string;
  author: string | null;
  commanders: ReadCard[];
  companions: ReadCard[];
  main: ReadCard[];
  sideboard: ReadCard[];
}

/** Where a list came from (the report's `decks[].source`, docs/api.md). */
export interface DeckSource {
  site: DeckSite;
  /** The deck's page, built from its id. */
  url: string;
  name: string;
  author: string | null;
  /** ISO time the site answered. */
  readAt: string;
}

// The printing as an Arena line writes it, "(MH2) 244": set codes upper case, as the list reader takes them.
const SET_CODE = /^[A-Za-z0-9-]{1,8}$/;
const COLLECTOR_NUMBER = /^[^\s()]{1,12}$/;

function cardLine(card: ReadCard): string {
  const printing =
    card.set && card.collectorNumber && SET_CODE.test(card.set) && COLLECTOR_NUMBER.test(card.collectorNumber)
      ? ` (${card.set.toUpperCase()}) ${card.collectorNumber}`
      : "";
  return `${card.quantity} ${card.name}${printing}`;
}

const SECTIONS = [
  ["Commander", "commanders"],
  ["Companion", "companions"],
  ["Deck", "main"],
  ["Sideboard", "sideboard"],
] as const;

/** The deck as list text, one section per zone that has cards (Arena's headers, which the list reader knows in every language). */
export function deckListText(deck: ReadDeck): string {
  return SECTIONS.filter(([, zone]) => deck[zone].length > 0)
    .map(([header, zone]) => [header, ...deck[zone].map(cardLine)].join("\n"))
    .join("\n\n");
}
