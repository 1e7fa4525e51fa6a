import "server-only";
// Where a request to Scryfall claims its start. Each rate class has a gate: a start closes it for the
// class's interval, a 429 closes every gate for its Retry-After. Here the gates live in this process,
// as the time each opens on the monotonic clock. (rate-limiter-flexible's memory store was tried: it
// ends a window with a timer, and a timer fires early by as much as the event loop's cached time is
// behind, so under load two starts came closer than the interval.)

import { realClock, type Clock } from "../clock";

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
  private readonly opensAt: Record<RateClass, number> = { slow: -Infinity, fast: -Infinity };

  constructor(
    private readonly intervals: Record<RateClass, number>,
    private readonly clock: Clock = realClock,
  ) {}

  async claim(rateClass: RateClass): Promise<number> {
    const now = this.clock.now();
    const closedFor = this.opensAt[rateClass] - now;
    if (closedFor > 0) return closedFor;
    this.opensAt[rateClass] = now + this.intervals[rateClass];
    return 0;
  }

  async closedFor(rateClass: RateClass): Promise<number> {
    return Math.max(0, this.opensAt[rateClass] - this.clock.now());
  }

  async pause(ms: number): Promise<void> {
    const until = this.clock.now() + ms;
    for (const rateClass of RATE_CLASSES) this.opensAt[rateClass] = Math.max(this.opensAt[rateClass], until);
  }
}
