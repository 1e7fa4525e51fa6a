import "server-only";
// Share links are opened in bursts (a team posts its link, an unfurler fetches the page and its OG
// image), and each opening re-runs the same check. This remembers the outcome per link and card
// data for a few minutes, and lets concurrent openings of one link share one computation: lru-cache's
// fetch() keeps one entry in flight per key, and drops it when the computation fails (card data
// unavailable), so the next opening tries again. With REDIS_URL, outcomes are shared by every
// instance (`shared`, server/redis/report-store.ts) behind this process's own copy.
import { LRUCache } from "lru-cache";
import type { CardDataInfo } from "@/lib/cards/source";

type Compute<T> = () => Promise<T>;

/** Outcomes shared with other instances. */
export interface SharedReports<T> {
  /** The outcome stored for `key`, else the one another instance is computing, else `compute()`'s, stored for the others. */
  getOrCompute(key: string, compute: Compute<T>): Promise<T>;
}

export interface ReportCacheOptions<T> {
  /** Most outcomes kept; the least recently used goes first. */
  max?: number;
  ttlMs?: number;
  now?: () => number;
  shared?: SharedReports<T>;
}

export const REPORT_CACHE_MAX = 256;
export const REPORT_CACHE_TTL_MS = 10 * 60_000;

export class ReportCache<T extends object> {
  private readonly outcomes: LRUCache<string, T, Compute<T>>;

  constructor({ max = REPORT_CACHE_MAX, ttlMs = REPORT_CACHE_TTL_MS, now, shared }: ReportCacheOptions<T> = {}) {
    this.outcomes = new LRUCache<string, T, Compute<T>>({
      max,
      ttl: ttlMs,
      // A clock of the caller's is read every time: lru-cache otherwise reuses a reading for 1 ms.
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
      fetchMethod: (key, _stale, { context: compute }) => (shared ? shared.getOrCompute(key, compute) : compute()),
    });
  }

  get size(): number {
    return this.outcomes.size;
  }

  /** The remembered value for `key`, else the running computation for it, else `compute()`'s. */
  async get(key: string, compute: Compute<T>): Promise<T> {
    const value = await this.outcomes.fetch(key, { context: compute });
    // fetch() answers undefined only when the entry was evicted while in flight: compute it here then.
    return value ?? compute();
  }
}

/**
 * A link's outcome depends on its payload, on the card data it was checked against, and on the day it is
 * checked (`today`, YYYY-MM-DD): a link without an event date answers for today (docs/rules.md, Legal on a date).
 */
export function reportCacheKey(param: string, cardData: CardDataInfo, today = ""): string {
  return `${cardData.source}\u0000${cardData.updatedAt ?? ""}\u0000${today}\u0000${param}`;
}
