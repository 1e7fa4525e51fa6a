import type { Card } from "./card";
import { CardIndex } from "./card-index";
import type { CardDataInfo, CardSource, NameResolution } from "./source";

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
    return new Map(names.map((name) => [name, this.index.resolve(name)]));
  }
}
