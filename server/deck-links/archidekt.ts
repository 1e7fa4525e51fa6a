import "server-only";
// Archidekt: GET {ARCHIDEKT_URL}/api/decks/{id}/ (docs/decklist-formats.md, Deck links). Boards are
// categories: a card is in the deck only when its categories are `includedInDeck` (the Maybeboard is
// not), a `deletedAt` card is gone, "Commander" is the command zone, `companion` the
// companion, "Sideboard" the sideboard.
import { z } from "zod";
import type { ReadCard, ReadDeck } from "@/lib/deck-links/read-deck";
import { fetchFromSite, type SiteRequest } from "./site-fetch";
import { MAX_SITE_ENTRIES, MAX_SITE_QUANTITY, readJsonAnswer, type SiteRead } from "./site-reader";

const archidektCardSchema = z.object({
  quantity: z.number().int().min(0).max(MAX_SITE_QUANTITY),
  categories: z.array(z.string()).nullish(),
  companion: z.boolean().nullish(),
  deletedAt: z.string().nullish(),
  card: z.object({
    collectorNumber: z.string().nullish(),
    edition: z.object({ editioncode: z.string() }).nullish(),
    oracleCard: z.object({ name: z.string().min(1).max(200) }),
  }),
});

export const archidektDeckSchema = z.object({
  name: z.string().max(200),
  private: z.boolean().nullish(),
  owner: z.object({ username: z.string().max(100) }).nullish(),
  categories: z.array(z.object({ name: z.string(), includedInDeck: z.boolean() })).max(MAX_SITE_ENTRIES),
  cards: z.array(archidektCardSchema).max(MAX_SITE_ENTRIES),
});

type ArchidektDeck = z.output<typeof archidektDeckSchema>;

function toDeck(data: ArchidektDeck): ReadDeck {
  const included = new Map(data.categories.map((category) => [category.name, category.includedInDeck]));
  const deck: ReadDeck = {
    name: data.name,
    author: data.owner?.username ?? null,
    commanders: [],
    companions: [],
    main: [],
    sideboard: [],
  };
  for (const entry of data.cards) {
    if (entry.deletedAt || entry.quantity === 0) continue;
    const categories = entry.categories ?? [];
    // In the deck only when one of its categories is included and none is left out: a Maybeboard card
    // also filed under "Instant" stays out (the bug class of phase-rs/phase#6909). A category the deck
    // does not describe counts as included, as does a card with none.
    const counts = categories.map((name) => included.get(name) ?? true);
    if (counts.includes(false)) continue;
    const card: ReadCard = {
      name: entry.card.oracleCard.name,
      quantity: entry.quantity,
      ...(entry.card.edition && entry.card.collectorNumber
        ? { set: entry.card.edition.editioncode, collectorNumber: entry.card.collectorNumber }
        : {}),
    };
    if (categories.includes("Commander")) deck.commanders.push(card);
    else if (entry.companion) deck.companions.push(card);
    else if (categories.includes("Sideboard")) deck.sideboard.push(card);
    else deck.main.push(card);
  }
  return deck;
}

export async function readArchidekt(
  deckId: string,
  request: Omit<SiteRequest, "path" | "baseUrl">,
  baseUrl: string,
): Promise<SiteRead> {
  const answer = await fetchFromSite({ ...request, baseUrl, path: `api/decks/${encodeURIComponent(deckId)}/` });
  return readJsonAnswer(answer, archidektDeckSchema, (data) =>
    data.private && data.cards.length === 0 ? "deck-link-private" : toDeck(data),
  );
}
