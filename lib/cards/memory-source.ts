import { LRUCache } from "lru-cache";
import type { Card } from "./card";
import { CardIndex } from "./card-index";
import type { CardDataInfo, CardSource, NameResolution } from "./source";

/** Unknown names that get closest-name suggestions per check, so a junk paste costs no more than a typo. */
export const MAX_SUGGESTED_NAMES = 10;

/** Names whose found card a source remembers: far more than the cards in use, a few hundred KB at most. */
export const MAX_REMEMBERED_NAMES = 5_000;

type Found = Extract<NameResolution, { status: "found" }>;

/** A CardSource over cards already in memory: the bulk file's parsed cards, or test fixtures. */
export class MemoryCardSource implements CardSource {
  private readonly index: CardIndex;
  // Most names are typed exactly as last time, and folding them is most of a warm check's lookup cost.
  // Only found cards are kept: a miss's suggestions depend on its place in the check (MAX_SUGGESTED_NAMES),
  // and the index never changes, so a remembered card is what the index would answer again.
  private readonly found: LRUCache<string, Found>;

  constructor(
    cards: Iterable<Card>,
    readonly info: CardDataInfo = { source: "bulk", updatedAt: null },
    { maxRememberedNames = MAX_REMEMBERED_NAMES }: { maxRememberedNames?: number } = {},
  ) {
    this.index = new CardIndex(cards);
    this.found = new LRUCache({ max: maxRememberedNames });
  }

  get size(): number {
    return this.index.size;
  }

  /** How many names' cards are remembered (at most maxRememberedNames). */
  get rememberedNames(): number {
    return this.found.size;
  }

  async resolveNames(names: readonly string[]): Promise<Map<string, NameResolution>> {
    const resolutions = new Map<string, NameResolution>();
    let suggested = 0;
    for (const name of names) {
      const resolution = this.resolveWithoutSuggestions(name);
      const suggest = resolution.status === "not-found" && suggested++ < MAX_SUGGESTED_NAMES;
      resolutions.set(name, suggest ? { status: "not-found", suggestions: this.index.suggest(name) } : resolution);
    }
    return resolutions;
  }

  private resolveWithoutSuggestions(name: string): NameResolution {
    const remembered = this.found.get(name);
    if (remembered) return remembered;
    const resolution = this.index.resolve(name, { withSuggestions: false });
    if (resolution.status === "found") this.found.set(name, resolution);
    return resolution;
  }
}
