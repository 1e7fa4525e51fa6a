import { LRUCache } from "lru-cache";
import type { Card } from "./card";
import { CardIndex } from "./card-index";
import type { CardDataInfo, CardSource, NameResolution } from "./source";

/**
 * Unknown names that get closest-name suggestions per call (a check, or a batch's shared lookup), so a
 * junk paste costs no more than a few typos; names already answered, suggestions included, are free.
 */
export const MAX_SUGGESTED_NAMES = 30;

/** Names whose answer a source remembers: far more than the cards in use, a few hundred KB at most. */
export const MAX_REMEMBERED_NAMES = 5_000;

/**
 * Work between two pauses, counted across calls (a batch makes one call per team): a name looked up
 * costs 1 (a few microseconds), a suggestion 25 (a hundred or so): a few milliseconds at most.
 */
const WORK_PER_PAUSE = 500;
const SUGGESTION_WORK = 25;

export interface MemorySourceOptions {
  maxRememberedNames?: number;
  /**
   * Lets the caller's other work run (the server: its event loop, so /api/health and other checks are
   * answered while a batch of 500 unknown names is suggested for); none in tests.
   */
  pause?: () => Promise<void>;
}

/** A CardSource over cards already in memory: the bulk file's parsed cards, or test fixtures. */
export class MemoryCardSource implements CardSource {
  private readonly index: CardIndex;
  // Most names are typed exactly as last time, and folding them is most of a warm check's lookup cost;
  // a miss's suggestions cost far more. The index never changes, so a remembered answer is what the
  // index would give again. A miss beyond a call's suggestion budget is not remembered: it has none.
  private readonly answers: LRUCache<string, NameResolution>;
  private readonly pause: (() => Promise<void>) | undefined;
  private workSincePause = 0;

  constructor(
    cards: Iterable<Card>,
    readonly info: CardDataInfo = { source: "bulk", updatedAt: null },
    { maxRememberedNames = MAX_REMEMBERED_NAMES, pause }: MemorySourceOptions = {},
  ) {
    this.index = new CardIndex(cards);
    this.index.prepareSuggestions();
    this.answers = new LRUCache({ max: maxRememberedNames });
    this.pause = pause;
  }

  get size(): number {
    return this.index.size;
  }

  /** How many names' answers are remembered (at most maxRememberedNames). */
  get rememberedNames(): number {
    return this.answers.size;
  }

  async resolveNames(names: readonly string[]): Promise<Map<string, NameResolution>> {
    const resolutions = new Map<string, NameResolution>();
    let suggested = 0;
    for (const name of names) {
      if (this.pause && this.workSincePause >= WORK_PER_PAUSE) {
        this.workSincePause = 0;
        await this.pause();
      }
      this.workSincePause++;
      const remembered = this.answers.get(name);
      if (remembered) {
        resolutions.set(name, remembered);
        continue;
      }
      let resolution = this.index.resolve(name, { withSuggestions: false });
      if (resolution.status === "not-found") {
        if (suggested >= MAX_SUGGESTED_NAMES) {
          resolutions.set(name, resolution);
          continue;
        }
        suggested++;
        this.workSincePause += SUGGESTION_WORK;
        resolution = { status: "not-found", suggestions: this.index.suggest(name) };
      }
      this.answers.set(name, resolution);
      resolutions.set(name, resolution);
    }
    return resolutions;
  }
}
