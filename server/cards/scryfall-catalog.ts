import "server-only";
// Scryfall's card-name catalog (/catalog/card-names), kept for suggestions: an unknown name is matched
// against it here (NameIndex, lib/cards/name-index.ts) instead of costing a fuzzy and an autocomplete
// request each. Asked once a day (Scryfall asks clients to keep what they download at least 24 hours),
// and with REDIS_URL read from and written to Redis, so a deployment asks once. Split and
// double-faced cards are listed as "A // B"; their faces are added, since lists name them by one face.
// A failed fetch leaves the source on its fuzzy and autocomplete requests until the next try.
import { NameIndex } from "@/lib/cards/name-index";
import { foldName, splitFaces } from "@/lib/cards/name-key";
import type { ScryfallClient } from "./scryfall-client";

const DAY = 24 * 60 * 60 * 1000;
/** How long after a failed fetch the catalog is asked for again. */
const RETRY_MS = 10 * 60 * 1000;

/** The catalog as fetched, and when (ms since the epoch): what instances share. */
export interface CatalogCopy {
  fetchedAt: number;
  names: string[];
}

/** The catalog shared by the instances (server/redis/catalog-store.ts). */
export interface SharedCatalog {
  read(): Promise<CatalogCopy | null>;
  write(copy: CatalogCopy, ttlMs: number): Promise<void>;
}

export interface CatalogOptions {
  shared?: SharedCatalog;
  /** Wall-clock time, for the catalog's age (shared across instances). */
  now?: () => number;
  maxAgeMs?: number;
}

/** The catalog's names, ready for suggestions. */
export class CatalogNames {
  private readonly index: NameIndex;
  /** Folded name → the name as Scryfall writes it. */
  private readonly byKey = new Map<string, string>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      this.byKey.set(foldName(name), name);
      const faces = splitFaces(name);
      if (faces.length > 1) for (const face of faces) this.byKey.set(foldName(face), face);
    }
    this.index = new NameIndex(this.byKey.keys());
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The name as Scryfall writes it whose fold is the fold of `name` ("Lorien Revealed" → "Lórien Revealed"), if any. */
  exact(name: string): string | undefined {
    return this.byKey.get(foldName(name));
  }

  /** The closest names to `name`, closest first. */
  suggest(name: string, limit: number): string[] {
    return this.index.closest(foldName(name), limit).map((key) => this.byKey.get(key) ?? key);
  }
}

export class ScryfallCatalog {
  private names: CatalogNames | null = null;
  private fetchedAt = -Infinity;
  private failedAt = -Infinity;
  private loading: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly client: ScryfallClient,
    private readonly options: CatalogOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? DAY;
  }

  /** The catalog at hand now, if any (starting a fetch when it is missing or a day old). */
  current(deadline: number): CatalogNames | null {
    this.refreshIfDue(deadline);
    return this.names;
  }

  /** The catalog, waiting for a fetch in progress; null when there is none and it could not be had. */
  async ready(deadline: number): Promise<CatalogNames | null> {
    this.refreshIfDue(deadline);
    if (!this.names && this.loading) await this.loading;
    return this.names;
  }

  private refreshIfDue(deadline: number): void {
    const now = this.now();
    const due = now - this.fetchedAt >= this.maxAgeMs && now - this.failedAt >= RETRY_MS;
    if (!due || this.loading) return;
    this.loading = this.load(deadline).finally(() => {
      this.loading = null;
    });
  }

  private async load(deadline: number): Promise<void> {
    try {
      const copy = (await this.readShared()) ?? (await this.fetch(deadline));
      this.names = new CatalogNames(copy.names);
      this.fetchedAt = copy.fetchedAt;
    } catch {
      // Scryfall down, slow or answering garbage: the fuzzy and autocomplete requests stand in.
      this.failedAt = this.now();
    }
  }

  private async readShared(): Promise<CatalogCopy | null> {
    const copy = await this.options.shared?.read();
    return copy && this.now() - copy.fetchedAt < this.maxAgeMs ? copy : null;
  }

  private async fetch(deadline: number): Promise<CatalogCopy> {
    const copy = { fetchedAt: this.now(), names: await this.client.cardNames(deadline) };
    await this.options.shared?.write(copy, this.maxAgeMs);
    return copy;
  }
}
