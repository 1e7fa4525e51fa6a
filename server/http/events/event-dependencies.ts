import "server-only";
import type { CardSource } from "@/lib/cards/source";
import type { EventStore } from "@/server/events/event-store";
import type { RateLimiter } from "../rate-limit";
import type { LinkReader } from "../../deck-links/resolve-links";

/** What the events' handlers use: the store (opened on first use), card data, the rate limit, the clock. */
export interface EventDependencies {
  store: () => Promise<EventStore>;
  retentionDays: number;
  cardSource: () => Promise<CardSource>;
  limiter?: RateLimiter;
  siteUrl?: string;
  now?: () => Date;
  /** Reads a deck given as a link (docs/api.md, Deck links); without it a link is read as a list. */
  deckLinks?: LinkReader;
}
