import "server-only";
// What every site's reader gives: the deck as read, or why there is none.
import type { DeckLinkFailure } from "@/lib/deck-links/deck-link";
import type { ReadDeck } from "@/lib/deck-links/read-deck";
import type { z } from "zod";
import type { SiteAnswer } from "./site-fetch";

export type SiteRead = { ok: true; deck: ReadDeck; readAt: Date } | { ok: false; failure: DeckLinkFailure };

/** Most copies a site's entry may say: a list's own limit (lib/input/team-input.ts, MAX_QUANTITY) would refuse more. */
export const MAX_SITE_QUANTITY = 999;
/** Most entries read from one deck: far above any real deck, a bound on the work one answer asks. */
export const MAX_SITE_ENTRIES = 2_000;

/** The site's JSON answer read with `schema`, then made a deck; anything else is an unreadable answer. */
export function readJsonAnswer<S extends z.ZodType>(
  answer: SiteAnswer,
  schema: S,
  toDeck: (data: z.output<S>) => ReadDeck | DeckLinkFailure,
): SiteRead {
  if (!answer.ok) return answer;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return { ok: false, failure: "deck-link-unreadable" };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, failure: "deck-link-unreadable" };
  const deck = toDeck(parsed.data);
  return typeof deck === "string" ? { ok: false, failure: deck } : { ok: true, deck, readAt: answer.readAt };
}
