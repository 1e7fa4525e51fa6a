import "server-only";
// Share links are opened in bursts (a team posts its link, an unfurler fetches the page and its OG
// image), and each opening re-runs the same check. This remembers the outcome per link and card
// data for a few minutes, and lets concurrent openings of one link share one computation.
// A failure (card data unavailable) is never remembered: the next opening tries again.
import { LRUCache } from "lru-cache";
import type { CardDataInfo } from "@/lib/cards/source";

export interface ReportCacheOptions {
  /** Most outcomes kept; the least recently used goes first. */
  max?: number;
  ttlMs?: number;
  now?: () => number;
}

export const REPORT_CACHE_MAX = 256;
export const REPORT_CACHE_TTL_MS = 10 * 60_000;

export class ReportCache<T> {
  private readonly done: LRUCache<string, { value: T; expiresAt: number }>;
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ max = REPORT_CACHE_MAX, ttlMs = REPORT_CACHE_TTL_MS, now = Date.now }: ReportCacheOptions = {}) {
    this.done = new LRUCache({ max });
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.done.size;
  }

  /** The remembered value for `key`, else the running computation for it, else `compute()`'s. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const done = this.done.get(key);
    if (done && done.expiresAt > this.now()) return Promise.resolve(done.value);
    const running = this.inFlight.get(key);
    if (running) return running;

    const computation = (async () => compute())();
    this.inFlight.set(key, computation);
    computation.then(
      (value) => {
        this.done.set(key, { value, expiresAt: this.now() + this.ttlMs });
        this.inFlight.delete(key);
      },
      () => this.inFlight.delete(key),
    );
    return computation;
  }
}

/** A link's outcome depends on its payload and on the card data it was checked against. */
export function reportCacheKey(param: string, cardData: CardDataInfo): string {
  return `${cardData.source}\u0000${cardData.updatedAt ?? ""}\u0000${param}`;
}
