// What live lookups already learned, shared by every check in the process. Scryfall asks clients to
// keep what they download for at least 24 hours (https://scryfall.com/docs/api/rate-limits); card
// names and rules text change far less often than that. A miss is kept only an hour, so a card
// released today is found soon. Failures are never stored here: callers only ever add answers.
import { LRUCache } from "lru-cache";
import { foldName } from "./name-key";
import type { NameResolution } from "./source";

export interface NameCacheOptions {
  /** How many names to remember; the least recently used go first. */
  maxEntries?: number;
  foundTtlMs?: number;
  missTtlMs?: number;
}

const HOUR = 60 * 60 * 1000;

export class ScryfallNameCache {
  private readonly entries: LRUCache<string, NameResolution>;
  private readonly foundTtlMs: number;
  private readonly missTtlMs: number;

  constructor(options: NameCacheOptions = {}) {
    this.foundTtlMs = options.foundTtlMs ?? 24 * HOUR;
    this.missTtlMs = options.missTtlMs ?? HOUR;
    this.entries = new LRUCache({ max: options.maxEntries ?? 20_000, ttl: this.foundTtlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  get(name: string): NameResolution | undefined {
    return this.entries.get(foldName(name));
  }

  /** Remembers how `name` resolved; a found card is also remembered under its own Oracle name. */
  set(name: string, resolution: NameResolution): void {
    if (resolution.status === "found") {
      this.entries.set(foldName(name), resolution, { ttl: this.foundTtlMs });
      this.entries.set(foldName(resolution.card.name), resolution, { ttl: this.foundTtlMs });
    } else {
      this.entries.set(foldName(name), resolution, { ttl: this.missTtlMs });
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
