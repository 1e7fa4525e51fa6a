import "server-only";
// What live lookups already learned, and what they are learning right now, shared by every check in
// the process. Scryfall asks clients to keep what they download for at least 24 hours
// (https://scryfall.com/docs/api/rate-limits); card names and rules text change far less often than
// that. A miss is kept only an hour, so a card released today is found soon.
//
// lru-cache's fetch() does the sharing: a name some check is looking up is one entry in flight, which
// every other check needing it waits for; a lookup that fails is dropped, never stored. With REDIS_URL,
// names this process does not know are read from the other instances' lookups (`shared`) before
// Scryfall is asked, and what Scryfall answers is written there for them.
import { LRUCache } from "lru-cache";
import { foldKeepingAccents } from "@/lib/cards/name-key";
import type { NameResolution } from "@/lib/cards/source";

/** An answer for one name, and whether it is complete enough to remember. */
export interface Lookup {
  resolution: NameResolution;
  cacheable: boolean;
}

/** Looks names up together (one batch of requests); the answers are keyed by the names as passed in. */
export type LookUp = (names: string[]) => Promise<Map<string, Lookup>>;

export interface SharedNameEntry {
  name: string;
  resolution: NameResolution;
  ttlMs: number;
}

/** Lookups shared with other instances (server/redis/name-store.ts). */
export interface SharedNames {
  /** What other instances learned about `names`, keyed by the names as passed in; unknown names are absent. */
  read(names: readonly string[]): Promise<Map<string, NameResolution>>;
  write(entries: readonly SharedNameEntry[]): Promise<void>;
}

export interface NameCacheOptions {
  /** How many names to remember; the least recently used go first. */
  maxEntries?: number;
  foundTtlMs?: number;
  missTtlMs?: number;
  shared?: SharedNames;
}

const HOUR = 60 * 60 * 1000;
const DEFAULT_MAX_ENTRIES = 20_000;
const DEFAULT_FOUND_TTL_MS = 24 * HOUR;

/** What fetch() hands the fetch method: how to learn the answer of a name neither remembered nor in flight. */
type AnswerSource = () => Promise<Lookup>;

const notFound = (): NameResolution => ({ status: "not-found", suggestions: [] });

/**
 * A name's key in the cache: folded but with its accents, since "Relámpago" (Spanish, Lightning Bolt)
 * and "Relâmpago" (Portuguese, Thunderbolt) are two cards (docs/card-data.md, Sources).
 */
export const cacheKey = foldKeepingAccents;

/** A found card as its Oracle name finds it: with no printed name's languages. */
const byOracleName = (resolution: Extract<NameResolution, { status: "found" }>): NameResolution => ({
  status: "found",
  card: resolution.card,
});

export class ScryfallNameCache {
  private readonly entries: LRUCache<string, NameResolution, AnswerSource>;
  private readonly foundTtlMs: number;
  private readonly missTtlMs: number;
  private readonly shared?: SharedNames;

  constructor(options: NameCacheOptions = {}) {
    this.foundTtlMs = options.foundTtlMs ?? DEFAULT_FOUND_TTL_MS;
    this.missTtlMs = options.missTtlMs ?? HOUR;
    this.shared = options.shared;
    this.entries = new LRUCache<string, NameResolution, AnswerSource>({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      ttl: this.foundTtlMs,
      fetchMethod: async (_key, _stale, { context, options: entry }) => {
        const { resolution, cacheable } = await context();
        // Returning nothing keeps nothing: waiters get undefined, which reads as a plain miss.
        if (!cacheable) return undefined;
        entry.ttl = this.ttlOf(resolution);
        return resolution;
      },
    });
  }

  /** Names remembered or in flight. */
  get size(): number {
    return this.entries.size;
  }

  /** The remembered answer for `name`, if any (not one in flight). */
  get(name: string): NameResolution | undefined {
    return this.entries.get(cacheKey(name));
  }

  /**
   * How each name resolves, keyed by cacheKey: from memory, from a lookup another check has in
   * flight, or else from `lookUp`, called once for all the rest. Rejects if a lookup it waits for fails.
   */
  async resolve(names: readonly string[], lookUp: LookUp): Promise<Map<string, NameResolution>> {
    const toLookUp: string[] = [];
    let startLookup!: (lookups: Promise<Map<string, Lookup>>) => void;
    const lookups = new Promise<Map<string, Lookup>>((resolve) => (startLookup = resolve));

    const answers = new Map<string, Promise<NameResolution | undefined>>();
    for (const name of names) {
      const key = cacheKey(name);
      if (answers.has(key)) continue;
      // fetch() runs the fetch method, and so this context, at once, unless the name is remembered or
      // in flight: `toLookUp` is complete after this loop.
      const context: AnswerSource = () => {
        toLookUp.push(name);
        return lookups.then((found) => found.get(name) ?? { resolution: notFound(), cacheable: false });
      };
      answers.set(key, this.entries.fetch(key, { context }));
    }
    if (toLookUp.length > 0)
      startLookup(this.lookUpShared(toLookUp, lookUp).then((found) => this.rememberOracleNames(found)));

    const resolved = new Map<string, NameResolution>();
    await Promise.all(
      [...answers].map(async ([key, answer]) => {
        resolved.set(key, (await answer) ?? notFound());
      }),
    );
    return resolved;
  }

  /** `names` from the other instances' lookups where they have them, the rest from `lookUp`, which the others then get. */
  private async lookUpShared(names: string[], lookUp: LookUp): Promise<Map<string, Lookup>> {
    if (!this.shared) return lookUp(names);
    const known = await this.shared.read(names);
    const rest = names.filter((name) => !known.has(name));
    const found = rest.length > 0 ? await lookUp(rest) : new Map<string, Lookup>();
    await this.shared.write(this.sharedEntries(found));
    for (const [name, resolution] of known) found.set(name, { resolution, cacheable: true });
    return found;
  }

  /** What to write for other instances: every complete answer, and a found card under its Oracle name too. */
  private sharedEntries(lookups: Map<string, Lookup>): SharedNameEntry[] {
    const entries = new Map<string, SharedNameEntry>();
    for (const [name, { resolution, cacheable }] of lookups) {
      if (!cacheable) continue;
      const ttlMs = this.ttlOf(resolution);
      entries.set(cacheKey(name), { name, resolution, ttlMs });
      if (resolution.status === "found")
        entries.set(cacheKey(resolution.card.name), {
          name: resolution.card.name,
          resolution: byOracleName(resolution),
          ttlMs,
        });
    }
    return [...entries.values()];
  }

  /** A found card is remembered under its own Oracle name too, unless that name is known or in flight. */
  private rememberOracleNames(lookups: Map<string, Lookup>): Map<string, Lookup> {
    for (const lookup of lookups.values()) {
      const { resolution } = lookup;
      if (lookup.cacheable && resolution.status === "found") {
        const own = { resolution: byOracleName(resolution), cacheable: true };
        void this.entries.fetch(cacheKey(resolution.card.name), { context: async () => own });
      }
    }
    return lookups;
  }

  private ttlOf(resolution: NameResolution): number {
    return resolution.status === "found" ? this.foundTtlMs : this.missTtlMs;
  }

  clear(): void {
    this.entries.clear();
  }
}
