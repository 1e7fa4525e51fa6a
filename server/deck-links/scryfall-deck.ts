import "server-only";
// Scryfall decks: GET {SCRYFALL_API_URL}/decks/{uuid}/export/csv (docs/decklist-formats.md, Deck links),
// started through the same polite queue as the card lookups (Scryfall's rate limits). Sections:
// commanders, outside (the companion), nonlands and lands (the main deck), sideboard; the maybeboard
// and any other section are not the deck. The export names no deck and no author: the link's owner is it.
import { parse } from "csv-parse/sync";
import { z } from "zod";
import type { ReadCard, ReadDeck } from "@/lib/deck-links/read-deck";
import { scryfallHeaders } from "../cards/scryfall-http";
import type { ScryfallRequestQueue } from "../cards/scryfall-request-queue";
import { fetchFromSite, type SiteRequest } from "./site-fetch";
import { MAX_SITE_ENTRIES, MAX_SITE_QUANTITY, type SiteRead } from "./site-reader";

const rowSchema = z.object({
  section: z.string(),
  count: z.coerce.number<string>().int().min(0).max(MAX_SITE_QUANTITY),
  name: z.string().min(1).max(200),
  set_code: z.string().optional(),
  collector_number: z.string().optional(),
});

export const scryfallDeckCsvSchema = z.array(rowSchema).max(MAX_SITE_ENTRIES);

const ZONE_OF_SECTION: Readonly<Record<string, keyof Omit<ReadDeck, "name" | "author">>> = {
  commanders: "commanders",
  outside: "companions",
  nonlands: "main",
  lands: "main",
  mainboard: "main",
  sideboard: "sideboard",
};

export function scryfallDeckOf(csv: string, owner: string | undefined): ReadDeck | undefined {
  let records: unknown;
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true });
  } catch {
    return undefined;
  }
  const rows = scryfallDeckCsvSchema.safeParse(records);
  if (!rows.success) return undefined;
  const deck: ReadDeck = { name: "", author: owner ?? null, commanders: [], companions: [], main: [], sideboard: [] };
  for (const row of rows.data) {
    const zone = ZONE_OF_SECTION[row.section];
    if (!zone || row.count === 0) continue;
    const card: ReadCard = {
      name: row.name,
      quantity: row.count,
      ...(row.set_code && row.collector_number ? { set: row.set_code, collectorNumber: row.collector_number } : {}),
    };
    deck[zone].push(card);
  }
  return deck;
}

export async function readScryfallDeck(
  deckId: string,
  owner: string | undefined,
  request: Omit<SiteRequest, "path" | "baseUrl" | "headers">,
  site: { baseUrl: string; queue: ScryfallRequestQueue },
): Promise<SiteRead> {
  let answer;
  try {
    answer = await site.queue.start("fast", site.queue.now() + request.timeoutMs, () =>
      fetchFromSite({
        ...request,
        baseUrl: site.baseUrl,
        path: `decks/${encodeURIComponent(deckId)}/export/csv`,
        headers: { ...scryfallHeaders(), Accept: "text/csv;q=0.9,*/*;q=0.8" },
      }),
    );
  } catch {
    // Scryfall's rate limit (a 429 pause) would hold the read past its time limit.
    return { ok: false, failure: "deck-link-timeout" };
  }
  if (!answer.ok) return answer;
  const deck = scryfallDeckOf(answer.text, owner);
  return deck ? { ok: true, deck, readAt: answer.readAt } : { ok: false, failure: "deck-link-unreadable" };
}
