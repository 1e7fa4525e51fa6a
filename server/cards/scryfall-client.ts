import "server-only";
// A small fetch client for the Scryfall endpoints live lookups use. Every request goes through
// the shared queue, carries the required headers, has its own time limit and ends at the caller's
// deadline; every answer is parsed with zod. Anything else (no connection, a timeout, a 5xx, a 429
// that outlasts the deadline, a body that is not what Scryfall documents) becomes
// CardDataUnavailableError, so callers handle exactly one kind of failure.
import { z } from "zod";
import { scryfallCardSchema, type ScryfallCard } from "@/lib/cards/scryfall-card";
import { retryAfterMs, scryfallHeaders, scryfallUrl } from "./scryfall-http";
import { ScryfallOutOfTimeError, type RateClass, ScryfallRequestQueue } from "./scryfall-request-queue";
import { CardDataUnavailableError } from "@/lib/cards/source";

/** Scryfall takes at most 75 identifiers per /cards/collection request (https://scryfall.com/docs/api/cards/collection). */
export const COLLECTION_LIMIT = 75;

const errorSchema = z.object({
  object: z.literal("error"),
  status: z.number(),
  code: z.string(),
  details: z.string(),
  type: z.string().nullish(),
});

// Misses come back in not_found and shift the positions in data, so data is never read by index.
const collectionSchema = z.object({
  object: z.literal("list"),
  data: z.array(scryfallCardSchema),
  not_found: z.array(z.record(z.string(), z.unknown())),
});

const catalogSchema = z.object({ object: z.literal("catalog"), data: z.array(z.string()) });

const searchSchema = z.object({
  object: z.literal("list"),
  data: z.array(scryfallCardSchema),
  has_more: z.boolean().optional(),
  next_page: z.string().optional(),
});

/** Scryfall refuses a search query longer than this (https://scryfall.com/docs/api/cards/search). */
export const SEARCH_QUERY_LIMIT = 1_000;

/** A /cards/collection identifier: a card by name, or a printing by set code and collector number. */
export type CollectionIdentifier = string | { set: string; collector_number: string };

/** Frees a body we will not read, without waiting: some stream implementations never settle a cancel. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

export type FuzzyAnswer = { kind: "card"; card: ScryfallCard } | { kind: "ambiguous" } | { kind: "not-found" };

export interface ScryfallClientOptions {
  apiUrl: string;
  fetch?: typeof fetch;
  queue?: ScryfallRequestQueue;
  /** Longest wait for one request, within the caller's deadline. */
  requestTimeoutMs?: number;
  userAgent?: string;
}

interface Answer {
  status: number;
  body: unknown;
}

export class ScryfallClient {
  private readonly apiUrl: string;
  private readonly fetch: typeof fetch;
  private readonly queue: ScryfallRequestQueue;
  private readonly requestTimeoutMs: number;
  private readonly headers: Record<string, string>;
  /** Deadlines are measured on the queue's clock. */
  readonly now: () => number;

  constructor(options: ScryfallClientOptions) {
    this.apiUrl = options.apiUrl;
    // Looked up at call time, so a test's fetch interceptor installed later still applies.
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.queue = options.queue ?? new ScryfallRequestQueue();
    this.requestTimeoutMs = options.requestTimeoutMs ?? 4_000;
    this.headers = scryfallHeaders(options.userAgent);
    this.now = () => this.queue.now();
  }

  /** Cards for `names` (or printings), 75 to a request; a lookup whose requests cannot all start by `deadline` sends nothing. */
  async collection(names: readonly CollectionIdentifier[], deadline: number): Promise<ScryfallCard[]> {
    const chunks: CollectionIdentifier[][] = [];
    for (let index = 0; index < names.length; index += COLLECTION_LIMIT) {
      chunks.push(names.slice(index, index + COLLECTION_LIMIT));
    }
    this.failIfNeverInTime(names.length, chunks.length, deadline);
    await this.queue.expectRoom("slow", chunks.length, this.startBy(deadline));
    const lists = await Promise.all(
      chunks.map(async (chunk) => {
        const answer = await this.send("slow", "cards/collection", deadline, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ identifiers: chunk.map((name) => (typeof name === "string" ? { name } : name)) }),
        });
        if (answer.status !== 200) throw this.unexpected("cards/collection", answer);
        return this.parse(collectionSchema, answer.body, "cards/collection").data;
      }),
    );
    return lists.flat();
  }

  /**
   * A lookup whose requests cannot all start in time even with the queue to itself fails the same way on
   * every try: say why, and not "try again shortly" as for a queue that is busy now.
   */
  private failIfNeverInTime(nameCount: number, requestCount: number, deadline: number): void {
    const interval = this.queue.interval("slow");
    const lastStart = this.now() + (requestCount - 1) * interval;
    if (requestCount < 2 || lastStart <= this.startBy(deadline)) return;
    const seconds = (requestCount * interval) / 1000;
    throw new ScryfallOutOfTimeError(
      `Scryfall looks up at most ${COLLECTION_LIMIT} names a request, one request every ${interval / 1000} s: ` +
        `the ${nameCount.toLocaleString("en-US")} names in these lists not looked up lately need ${requestCount} requests, ` +
        `about ${seconds.toFixed(1)} s, longer than a check may take.`,
    );
  }

  /**
   * GET /cards/search?q= with printings in every language in scope (include_multilingual, each printing
   * its own result), every page: the cards whose printed names the query names. No match is an empty list.
   */
  async search(query: string, deadline: number): Promise<ScryfallCard[]> {
    const cards: ScryfallCard[] = [];
    let path: string | null =
      `cards/search?${new URLSearchParams({ q: query, include_multilingual: "true", unique: "prints" })}`;
    while (path !== null) {
      const answer = await this.send("slow", path, deadline);
      if (answer.status === 404) return cards;
      if (answer.status !== 200) throw this.unexpected("cards/search", answer);
      const page = this.parse(searchSchema, answer.body, "cards/search");
      cards.push(...page.data);
      // The next page's own query, asked of our base URL: a mirror or test server stands in for every page.
      path = page.has_more && page.next_page ? `cards/search${new URL(page.next_page).search}` : null;
    }
    return cards;
  }

  /**
   * GET /cards/search for `name`'s printings, oldest first, first page only: the card's first printing
   * leads the list (MTR 3.7: a card is legal from its first release). No match is an empty list.
   */
  async oldestPrintings(name: string, deadline: number): Promise<ScryfallCard[]> {
    const query = `!"${name.replaceAll('"', "")}"`;
    const path = `cards/search?${new URLSearchParams({ q: query, unique: "prints", order: "released", dir: "asc" })}`;
    const answer = await this.send("slow", path, deadline);
    if (answer.status === 404) return [];
    if (answer.status !== 200) throw this.unexpected("cards/search", answer);
    return this.parse(searchSchema, answer.body, "cards/search").data;
  }

  /** GET /cards/named?fuzzy=: one card only when Scryfall is sure; a 404 says "ambiguous" or "not found". */
  async fuzzy(name: string, deadline: number): Promise<FuzzyAnswer> {
    const path = `cards/named?${new URLSearchParams({ fuzzy: name })}`;
    const answer = await this.send("slow", path, deadline);
    if (answer.status === 200)
      return { kind: "card", card: this.parse(scryfallCardSchema, answer.body, "cards/named") };
    if (answer.status === 404) {
      const error = this.parse(errorSchema, answer.body, "cards/named");
      return error.type === "ambiguous" ? { kind: "ambiguous" } : { kind: "not-found" };
    }
    throw this.unexpected("cards/named", answer);
  }

  /** GET /cards/autocomplete?q=: up to 20 full card names, nearest first; empty for a query under 2 characters. */
  async autocomplete(query: string, deadline: number): Promise<string[]> {
    const path = `cards/autocomplete?${new URLSearchParams({ q: query })}`;
    const answer = await this.send("fast", path, deadline);
    if (answer.status !== 200) throw this.unexpected("cards/autocomplete", answer);
    return this.parse(catalogSchema, answer.body, "cards/autocomplete").data;
  }

  /** GET /catalog/card-names: every English card name Scryfall knows (about 30,000; split and double-faced cards as "A // B"). */
  async cardNames(deadline: number): Promise<string[]> {
    const answer = await this.send("fast", "catalog/card-names", deadline);
    if (answer.status !== 200) throw this.unexpected("catalog/card-names", answer);
    return this.parse(catalogSchema, answer.body, "catalog/card-names").data;
  }

  /**
   * One request, when the queue lets it start. A 429 pauses the whole queue for Retry-After and is
   * retried once if the pause ends before `deadline`; Scryfall blocks clients that ignore 429s.
   */
  private async send(rateClass: RateClass, path: string, deadline: number, init: RequestInit = {}): Promise<Answer> {
    const url = scryfallUrl(this.apiUrl, path);
    const startBy = this.startBy(deadline);
    for (let attempt = 1; ; attempt++) {
      const answer = await this.queue.start(rateClass, startBy, () =>
        this.fetchJson(url, init, Math.min(this.requestTimeoutMs, deadline - this.now())),
      );
      if (answer.status !== 429) return answer;
      const pauseMs = retryAfterMs(answer.retryAfter, Date.now());
      await this.queue.pause(pauseMs);
      if (attempt >= 2 || this.now() + pauseMs > startBy) {
        throw new ScryfallOutOfTimeError(
          `Scryfall is limiting our requests (HTTP 429, retry after ${Math.ceil(pauseMs / 1000)} s); try again shortly.`,
        );
      }
    }
  }

  /** The latest start worth making: a request begun a moment before the deadline could not finish anyway. */
  private startBy(deadline: number): number {
    return deadline - Math.min(500, this.requestTimeoutMs / 2);
  }

  private async fetchJson(
    url: URL,
    init: RequestInit,
    timeout: number,
  ): Promise<Answer & { retryAfter: string | null }> {
    const where = `Scryfall (${url.origin}${url.pathname})`;
    const signal = AbortSignal.timeout(Math.max(1, Math.floor(timeout)));
    try {
      const response = await this.fetch(url, { ...init, headers: { ...this.headers, ...init.headers }, signal });
      const retryAfter = response.headers.get("Retry-After");
      if (response.status === 429) {
        discard(response);
        return { status: 429, body: null, retryAfter };
      }
      if (response.status >= 500) {
        discard(response);
        throw new CardDataUnavailableError(`${where} answered HTTP ${response.status}; try again shortly.`);
      }
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text), retryAfter };
      } catch {
        throw new CardDataUnavailableError(
          `${where} answered HTTP ${response.status} with something that is not JSON.`,
        );
      }
    } catch (error) {
      if (error instanceof CardDataUnavailableError) throw error;
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const reason = timedOut ? `did not answer within ${(timeout / 1000).toFixed(1)} s` : "could not be reached";
      throw new CardDataUnavailableError(`${where} ${reason}; try again shortly.`, { cause: error });
    }
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown, endpoint: string): T {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "unexpected shape";
    throw new CardDataUnavailableError(
      `Scryfall's answer from /${endpoint} is not in the documented shape (${detail}).`,
    );
  }

  private unexpected(endpoint: string, answer: Answer): CardDataUnavailableError {
    const error = errorSchema.safeParse(answer.body);
    const details = error.success ? `: ${error.data.details}` : "";
    return new CardDataUnavailableError(`Scryfall answered /${endpoint} with HTTP ${answer.status}${details}.`);
  }
}
