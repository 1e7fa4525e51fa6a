import "server-only";
// Spaces every request to Scryfall as its rate limits ask: /cards/collection, /cards/named and
// /cards/search at most 2 a second, every other endpoint at most 10 a second
// (https://scryfall.com/docs/api/rate-limits). A 429 pauses everything until its Retry-After.
// The start gates (scryfall-start-gate.ts) keep that count; this adds the check's time limit.
//
// Why not rate-limiter-flexible's RateLimiterQueue: its deadline is a whole Unix second and it cannot
// say how long a wait will be, and a check must answer within 10 s and fail at once, sending nothing,
// when its requests cannot start in time. So this is the smallest wait-and-retry loop over the gates.
import { CardDataUnavailableError } from "@/lib/cards/source";
import { realClock, type Clock } from "../clock";
import { MemoryStartGate, type RateClass, type StartGate } from "./scryfall-start-gate";

export type { RateClass } from "./scryfall-start-gate";

export interface RequestQueueOptions {
  /** Minimum milliseconds between the starts of two requests of one class. */
  intervals?: Record<RateClass, number>;
  /** Where starts are claimed; this process's memory unless given. */
  gate?: StartGate;
  /** What deadlines are measured on and waits sleep on; the real monotonic clock unless given. */
  clock?: Clock;
}

/** No request can start before the caller's deadline: the rate limit or a 429 pause is in the way. */
export class ScryfallOutOfTimeError extends CardDataUnavailableError {
  constructor(message: string) {
    super(message, { outOfTime: true });
  }
}

export const SCRYFALL_INTERVALS: Record<RateClass, number> = { slow: 500, fast: 100 };

export class ScryfallRequestQueue {
  private readonly intervals: Record<RateClass, number>;
  private readonly gate: StartGate;
  private readonly clock: Clock;
  /** Requests of each class waiting in this process for their start. */
  private readonly waiting: Record<RateClass, number> = { slow: 0, fast: 0 };

  constructor(options: RequestQueueOptions = {}) {
    this.intervals = options.intervals ?? SCRYFALL_INTERVALS;
    this.clock = options.clock ?? realClock;
    this.gate = options.gate ?? new MemoryStartGate(this.intervals, this.clock);
  }

  /** The clock every deadline is measured on, in milliseconds: monotonic, so a wall-clock change never stalls a check. */
  now(): number {
    return this.clock.now();
  }

  /** Minimum milliseconds between the starts of two requests of the class. */
  interval(rateClass: RateClass): number {
    return this.intervals[rateClass];
  }

  /**
   * Throws at once when `count` more requests of the class could not all start by `startBy`, behind
   * the requests already waiting here: a lookup that cannot finish in time should send nothing.
   */
  async expectRoom(rateClass: RateClass, count: number, startBy: number): Promise<void> {
    const closedFor = await this.gate.closedFor(rateClass);
    const lastStart = this.now() + closedFor + (this.waiting[rateClass] + count - 1) * this.intervals[rateClass];
    if (lastStart > startBy) throw this.tooLate(rateClass, closedFor, lastStart - startBy);
  }

  /** Runs `task` once the class's gate lets a request start, or throws instead of waiting past `startBy`. */
  async start<T>(rateClass: RateClass, startBy: number, task: () => T): Promise<T> {
    this.waiting[rateClass] += 1;
    try {
      for (;;) {
        const closedFor = await this.gate.claim(rateClass);
        if (closedFor <= 0) return task();
        const late = this.now() + closedFor - startBy;
        if (late > 0) throw this.tooLate(rateClass, closedFor, late);
        await this.clock.sleep(closedFor);
      }
    } finally {
      this.waiting[rateClass] -= 1;
    }
  }

  /** Holds every request, waiting or new, for `ms`: Scryfall answered 429. */
  pause(ms: number): Promise<void> {
    return this.gate.pause(ms);
  }

  private tooLate(rateClass: RateClass, closedFor: number, lateMs: number): ScryfallOutOfTimeError {
    // A gate closed for longer than its interval is closed by a 429, here or at another instance.
    const reason =
      closedFor > this.intervals[rateClass]
        ? `Scryfall asked us to wait ${(closedFor / 1000).toFixed(1)} s (HTTP 429)`
        : "Scryfall's rate limit would delay the lookup";
    return new ScryfallOutOfTimeError(
      `${reason}, ${(lateMs / 1000).toFixed(1)} s past the time limit for this check; try again shortly.`,
    );
  }
}
