// Deck sites by their own names, the same in every language (proper nouns, like card names).
import type { AnySite } from "@/lib/deck-links/deck-link";

export const SITE_NAMES: Readonly<Record<AnySite, string>> = {
  archidekt: "Archidekt",
  moxfield: "Moxfield",
  scryfall: "Scryfall",
  mtggoldfish: "MTGGoldfish",
  deckstats: "Deckstats",
  aetherhub: "AetherHub",
  tappedout: "TappedOut",
};
