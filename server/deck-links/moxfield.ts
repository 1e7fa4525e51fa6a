import "server-only";
// Moxfield: GET {MOXFIELD_API_URL}/v2/decks/all/{publicId} (docs/decklist-formats.md, Deck links).
// Moxfield has no public API and grants tools a User-Agent on request: this reads only when the host
// set MOXFIELD_USER_AGENT, sends exactly it, and starts at most one request a second. The maybeboard is not the deck.
import { z } from "zod";
import type { ReadCard, ReadDeck } from "@/lib/deck-links/read-deck";
import { fetchFromSite, type SiteRequest } from "./site-fetch";
import { MAX_SITE_ENTRIES, MAX_SITE_QUANTITY, readJsonAnswer, type SiteRead } from "./site-reader";
import type { Pacer } from "./pacer";

const boardSchema = z
  .record(
    z.string(),
    z.object({
      quantity: z.number().int().min(0).max(MAX_SITE_QUANTITY),
      card: z.object({ name: z.string().min(1).max(200), set: z.string().nullish(), cn: z.string().nullish() }),
    }),
  )
  .refine((board) => Object.keys(board).length <= MAX_SITE_ENTRIES);

export const moxfieldDeckSchema = z.object({
  name: z.string().max(200),
  createdByUser: z.object({ userName: z.string().max(100) }).nullish(),
  authors: z.array(z.object({ userName: z.string().max(100) })).nullish(),
  mainboard: boardSchema,
  sideboard: boardSchema.nullish(),
  commanders: boardSchema.nullish(),
  companions: boardSchema.nullish(),
});

type MoxfieldBoard = z.output<typeof boardSchema>;

const cardsOf = (board: MoxfieldBoard | null | undefined): ReadCard[] =>
  Object.values(board ?? {})
    .filter((entry) => entry.quantity > 0)
    .map((entry) => ({
      name: entry.card.name,
      quantity: entry.quantity,
      ...(entry.card.set && entry.card.cn ? { set: entry.card.set, collectorNumber: entry.card.cn } : {}),
    }));

function toDeck(data: z.output<typeof moxfieldDeckSchema>): ReadDeck {
  return {
    name: data.name,
    author: data.createdByUser?.userName ?? data.authors?.[0]?.userName ?? null,
    commanders: cardsOf(data.commanders),
    companions: cardsOf(data.companions),
    main: cardsOf(data.mainboard),
    sideboard: cardsOf(data.sideboard),
  };
}

export async function readMoxfield(
  deckId: string,
  request: Omit<SiteRequest, "path" | "baseUrl" | "headers">,
  site: { baseUrl: string; userAgent: string | undefined; pacer: Pacer },
): Promise<SiteRead> {
  // Never a browser's User-Agent: without Moxfield's permission the player is told to paste its export.
  if (!site.userAgent) return { ok: false, failure: "deck-link-needs-permission" };
  await site.pacer.turn();
  const answer = await fetchFromSite({
    ...request,
    baseUrl: site.baseUrl,
    path: `v2/decks/all/${encodeURIComponent(deckId)}`,
    headers: { "User-Agent": site.userAgent, Accept: "application/json" },
  });
  return readJsonAnswer(answer, moxfieldDeckSchema, toDeck);
}
