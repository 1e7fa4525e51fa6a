import type { Card } from "./card";
import { CardIndex } from "./card-index";
import type { CardDataInfo, CardSource, NameResolution } from "./source";

/** Unknown names that get closest-name suggestions per check, so a junk paste costs no more than a typo. */
export const MAX_SUGGESTED_NAMES = 10;

/** A CardSource over cards already in memory: the bulk file's parsed cards, or test fixtures. */
export class MemoryCardSource implements CardSource {
  private readonly index: CardIndex;

  constructor(
    cards: Iterable<Card>,
    readonly info: CardDataInfo = { source: "bulk", updatedAt: null },
  ) {
    this.index = new CardIndex(cards);
  }

  get size(): number {
    return this.index.size;
  }

  async resolveNames(names: readonly string[]): Promise<Map<string, NameResolution>> {
    const resolutions = new Map<string, NameResolution>();
    let suggested = 0;
    for (const name of names) {
      const found = this.index.resolve(name, { withSuggestions: false });
      const retry = found.status === "not-found" && suggested++ < MAX_SUGGESTED_NAMES;
      resolutions.set(name, retry ? this.index.resolve(name) : found);
    }
    return resolutions;
  }
}
