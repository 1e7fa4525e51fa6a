import "server-only";
// Reads a deck link into list text and its source (docs/api.md, Deck links): the link recognized, the
// site's reader asked by deck id, the answer kept a few minutes per deck link (in this process, and in
// Redis when the app runs with it), so the same link again sends no request.
import { LRUCache } from "lru-cache";
import { deckPageUrl, recognizeDeckLink, type AnySite, type DeckLinkFailure } from "@/lib/deck-links/deck-link";
import { deckListText, type DeckSource } from "@/lib/deck-links/read-deck";
import { APP_NAME, APP_VERSION, scryfallHeaders } from "../cards/scryfall-http";
import type { ScryfallRequestQueue } from "../cards/scryfall-request-queue";
import type { Clock } from "../clock";
import { readArchidekt } from "./archidekt";
import { readMoxfield } from "./moxfield";
import { Pacer } from "./pacer";
import { readScryfallDeck } from "./scryfall-deck";
import type { SiteRead } from "./site-reader";

export type DeckLinkRead =
  { ok: true; list: string; source: DeckSource } | { ok: false; failure: DeckLinkFailure; site: AnySite | null };

export type ReadLink = Extract<DeckLinkRead, { ok: true }>;

/** Reads kept for other instances (server/redis/deck-link-store.ts). */
export interface SharedDeckLinks {
  get(key: string): Promise<ReadLink | undefined>;
  set(key: string, read: ReadLink): Promise<void>;
}

export interface DeckLinkConfig {
  ARCHIDEKT_URL: string;
  MOXFIELD_API_URL: string;
  MOXFIELD_USER_AGENT?: string | undefined;
  SCRYFALL_API_URL: string;
  DECK_LINK_TIMEOUT_MS: number;
  SITE_URL?: string | undefined;
}

export interface DeckLinkReaderOptions {
  /** The card lookups' queue: a Scryfall deck is one more request under the same rate limit. */
  scryfallQueue: ScryfallRequestQueue;
  shared?: SharedDeckLinks | undefined;
  clock?: Clock;
}

/** 2 MB: a real deck's JSON is well under 200 KB. */
export const MAX_DECK_ANSWER_BYTES = 2_000_000;
export const DECK_LINK_CACHE_TTL_MS = 5 * 60_000;
const DECK_LINK_CACHE_MAX = 500;
/** Moxfield asks tools to keep to one request a second. */
export const MOXFIELD_INTERVAL_MS = 1_000;

export class DeckLinkReader {
  /** Decks read, by site and id; a failure is not kept: the site may answer next time. */
  private readonly kept = new LRUCache<string, ReadLink>({ max: DECK_LINK_CACHE_MAX, ttl: DECK_LINK_CACHE_TTL_MS });
  /** Reads under way, so one link asked for twice at once is one request. */
  private readonly inFlight = new Map<string, Promise<DeckLinkRead>>();
  private readonly moxfieldPacer: Pacer;
  private readonly userAgent: string;

  constructor(
    private readonly config: DeckLinkConfig,
    private readonly options: DeckLinkReaderOptions,
  ) {
    this.moxfieldPacer = new Pacer(MOXFIELD_INTERVAL_MS, options.clock);
    // A truthful User-Agent naming the app and where it runs (docs/decklist-formats.md, Deck links).
    this.userAgent = `${APP_NAME}/${APP_VERSION}${config.SITE_URL ? ` (+${config.SITE_URL})` : ""}`;
  }

  /** The deck a link's text points at, read (or remembered), or why there is none. */
  async read(linkText: string): Promise<DeckLinkRead> {
    const link = recognizeDeckLink(linkText);
    if (link.kind === "unsupported") return { ok: false, failure: "deck-link-unsupported", site: null };
    if (link.kind === "refused-site") return { ok: false, failure: "deck-link-refused", site: link.site };
    const key = `${link.site}:${link.deckId}`;
    const read = async (): Promise<DeckLinkRead> => {
      const shared = await this.options.shared?.get(key);
      if (shared) return shared;
      const answer = await this.readSite(link.site, link.deckId, link.owner);
      if (!answer.ok) return { ok: false, failure: answer.failure, site: link.site };
      const source: DeckSource = {
        site: link.site,
        url: deckPageUrl(link),
        name: answer.deck.name,
        author: answer.deck.author,
        readAt: answer.readAt.toISOString(),
      };
      const outcome: ReadLink = { ok: true, list: deckListText(answer.deck), source };
      await this.options.shared?.set(key, outcome);
      return outcome;
    };
    const kept = this.kept.get(key);
    if (kept) return kept;
    let running = this.inFlight.get(key);
    if (!running) {
      running = read().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, running);
    }
    const outcome = await running;
    if (outcome.ok) this.kept.set(key, outcome);
    return outcome;
  }

  private readSite(site: "archidekt" | "moxfield" | "scryfall", deckId: string, owner?: string): Promise<SiteRead> {
    const request = { timeoutMs: this.config.DECK_LINK_TIMEOUT_MS, maxBytes: MAX_DECK_ANSWER_BYTES };
    switch (site) {
      case "archidekt":
        return readArchidekt(
          deckId,
          { ...request, headers: { ...scryfallHeaders(this.userAgent), Accept: "application/json" } },
          this.config.ARCHIDEKT_URL,
        );
      case "moxfield":
        return readMoxfield(deckId, request, {
          baseUrl: this.config.MOXFIELD_API_URL,
          userAgent: this.config.MOXFIELD_USER_AGENT,
          pacer: this.moxfieldPacer,
        });
      case "scryfall":
        return readScryfallDeck(deckId, owner, request, {
          baseUrl: this.config.SCRYFALL_API_URL,
          queue: this.options.scryfallQueue,
        });
    }
  }
}
