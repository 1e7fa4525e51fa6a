import "server-only";
// What live lookups already learned, and what they are learning right now, shared by every check in
// the process. Scryfall asks clients to keep what they download for at least 24 hours
// (https://scryfall.com/docs/api/rate-limits); card names and rules text change far less often than
// that. A miss is kept only an hour, so a card released today is found soon. Failures are never
// stored: callers only ever add answers.
import { LRUCache } from "lru-cache";
import { foldName } from "@/lib/cards/name-key";
import type { NameResolution } from "@/lib/cards/source";

/**
 * How a lookup in flight ended. A plain value, never a rejected promise: the lookup may have been
 * started by another copy of this module (see processWide), whose error classes `instanceof` in
 * this copy would not recognise, so each waiter raises its own error from the message.
 */
export type SettledLookup = { ok: true; resolution: NameResolution } | { ok: false; message: string };

export interface NameCacheOptions {
  /** How many names to remember; the least recently used go first. */
  maxEntries?: number;
  foundTtlMs?: number;
  missTtlMs?: number;
}

const HOUR = 60 * 60 * 1000;
const DEFAULT_MAX_ENTRIES = 20_000;
const DEFAULT_FOUND_TTL_MS = 24 * HOUR;

interface NameCacheState {
  entries: LRUCache<string, NameResolution>;
  inFlight: Map<string, Promise<SettledLookup>>;
}

function emptyState(maxEntries: number, ttl: number): NameCacheState {
  return { entries: new LRUCache({ max: maxEntries, ttl }), inFlight: new Map() };
}

export class ScryfallNameCache {
  private readonly state: NameCacheState;
  private readonly foundTtlMs: number;
  private readonly missTtlMs: number;

  constructor(options: NameCacheOptions = {}, state?: NameCacheState) {
    this.foundTtlMs = options.foundTtlMs ?? DEFAULT_FOUND_TTL_MS;
    this.missTtlMs = options.missTtlMs ?? HOUR;
    this.state = state ?? emptyState(options.maxEntries ?? DEFAULT_MAX_ENTRIES, this.foundTtlMs);
  }

  get size(): number {
    return this.state.entries.size;
  }

  get(name: string): NameResolution | undefined {
    return this.state.entries.get(foldName(name));
  }

  /** Remembers how `name` resolved; a found card is also remembered under its own Oracle name. */
  set(name: string, resolution: NameResolution): void {
    const { entries } = this.state;
    if (resolution.status === "found") {
      entries.set(foldName(name), resolution, { ttl: this.foundTtlMs });
      entries.set(foldName(resolution.card.name), resolution, { ttl: this.foundTtlMs });
    } else {
      entries.set(foldName(name), resolution, { ttl: this.missTtlMs });
    }
  }

  /** The lookup in flight for `name`, if a check is asking Scryfall about it right now. */
  inFlight(name: string): Promise<SettledLookup> | undefined {
    return this.state.inFlight.get(foldName(name));
  }

  /** Marks `name` as being looked up until `lookup` settles, so concurrent checks wait for it. */
  track(name: string, lookup: Promise<SettledLookup>): void {
    const key = foldName(name);
    this.state.inFlight.set(key, lookup);
    void lookup.then(() => {
      if (this.state.inFlight.get(key) === lookup) this.state.inFlight.delete(key);
    });
  }

  clear(): void {
    this.state.entries.clear();
  }
}
