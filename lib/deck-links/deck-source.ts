// A deck's source read back from a request or a share link: zod, as every boundary (docs/api.md, Deck links).
import { z } from "zod";
import { DECK_SITES } from "./deck-link";
import type { DeckSource } from "./read-deck";

export const deckSourceSchema = z.object({
  site: z.enum(DECK_SITES),
  url: z.url({ protocol: /^https$/ }).max(300),
  name: z.string().max(200),
  author: z.string().max(100).nullable(),
  readAt: z.iso.datetime(),
}) satisfies z.ZodType<DeckSource>;
