import "server-only";
// Where a request to Scryfall claims its start. Each rate class has a gate: a start closes it for the
// class's interval, a 429 closes every gate for its Retry-After. Here the gates live in this process,
// as rate-limiter-flexible limiters of one point per interval (block() closes one for a pause).
import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

/** Scryfall's two rate classes: `slow` is collection, named and search; `fast` is everything else. */
export type RateClass = "slow" | "fast";

export const RATE_CLASSES: readonly RateClass[] = ["slow", "fast"];

export interface StartGate {
  /** Claims a start of `rateClass` now, answering 0, or answers how many ms its gate stays closed. */
  claim(rateClass: RateClass): Promise<number>;
  /** How many ms the class's gate stays closed, claiming nothing (0: open). */
  closedFor(rateClass: RateClass): Promise<number>;
  /** Closes every gate for `ms` (Scryfall answered 429); a pause already longer stays as it is. */
  pause(ms: number): Promise<void>;
}

export class MemoryStartGate implements StartGate {
  private readonly gates: Record<RateClass, RateLimiterMemory>;

  constructor(intervals: Record<RateClass, number>) {
    const gate = (rateClass: RateClass) =>
      new RateLimiterMemory({ points: 1, duration: intervals[rateClass] / 1000, keyPrefix: `scryfall-${rateClass}` });
    this.gates = { slow: gate("slow"), fast: gate("fast") };
  }

  async claim(rateClass: RateClass): Promise<number> {
    try {
      await this.gates[rateClass].consume(rateClass);
      return 0;
    } catch (refusal) {
      // A closed gate refuses with a RateLimiterRes; anything else is a failure.
      if (refusal instanceof Error) throw refusal;
      return Math.max(1, (refusal as RateLimiterRes).msBeforeNext);
    }
  }

  async closedFor(rateClass: RateClass): Promise<number> {
    const state = await this.gates[rateClass].get(rateClass);
    return state && state.consumedPoints >= 1 ? Math.max(0, state.msBeforeNext) : 0;
  }

  async pause(ms: number): Promise<void> {
    for (const rateClass of RATE_CLASSES) {
      if ((await this.closedFor(rateClass)) < ms) await this.gates[rateClass].block(rateClass, ms / 1000);
    }
  }
}
