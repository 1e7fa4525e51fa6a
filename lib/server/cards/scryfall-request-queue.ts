import "server-only";
// Spaces every request to Scryfall as its rate limits ask, for the whole process: /cards/collection,
// /cards/named and /cards/search at most 2 a second, every other endpoint at most 10 a second
// (https://scryfall.com/docs/api/rate-limits). A 429 pauses everything until its Retry-After.
//
// Start times are reserved up front, so a caller learns at once whether its request can start
// before its deadline; when it cannot, it fails fast instead of queueing past the time the user waits.
import { CardDataUnavailableError } from "@/lib/cards/source";

/** Scryfall's two rate classes: `slow` is collection, named and search; `fast` is everything else. */
export type RateClass = "slow" | "fast";

export interface RequestQueueOptions {
  /** Minimum milliseconds between the starts of two requests of one class. */
  intervals?: Record<RateClass, number>;
  now?: () => number;
}

/** Everything the queue remembers: plain data, so copies of this module can share it (see below). */
interface QueueState {
  /** Start times handed out so far, per class; they decide where the next reservation goes. */
  lastStart: Record<RateClass, number>;
  lastActualStart: Record<RateClass, number>;
  pausedUntil: number;
}

export const emptyQueueState = (): QueueState => ({
  lastStart: { slow: -Infinity, fast: -Infinity },
  lastActualStart: { slow: -Infinity, fast: -Infinity },
  pausedUntil: -Infinity,
});

/** No request can start before the caller's deadline: the rate limit or a 429 pause is in the way. */
export class ScryfallOutOfTimeError extends CardDataUnavailableError {
  constructor(message: string) {
    super(message, { outOfTime: true });
  }
}

export const SCRYFALL_INTERVALS: Record<RateClass, number> = { slow: 500, fast: 100 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ScryfallRequestQueue {
  private readonly intervals: Record<RateClass, number>;
  /** The clock every deadline and start time is measured on, in milliseconds. */
  readonly now: () => number;
  private readonly state: QueueState;

  constructor(options: RequestQueueOptions = {}, state: QueueState = emptyQueueState()) {
    this.state = state;
    this.intervals = options.intervals ?? SCRYFALL_INTERVALS;
    // Monotonic, so a wall-clock adjustment never bunches requests together or stalls them.
    this.now = options.now ?? (() => performance.now());
  }

  /** Holds every request, queued or new, until `time` (on this queue's clock): Scryfall answered 429. */
  pauseUntil(time: number): void {
    this.state.pausedUntil = Math.max(this.state.pausedUntil, time);
  }

  /** Minimum milliseconds between the starts of two requests of the class. */
  interval(rateClass: RateClass): number {
    return this.intervals[rateClass];
  }

  /**
   * Reserves `count` consecutive start times, or none at all when the last one would fall after
   * `deadline`: a check that cannot finish in time should fail before it sends anything.
   */
  reserve(rateClass: RateClass, count: number, deadline: number): number[] {
    const interval = this.intervals[rateClass];
    const first = Math.max(this.now(), this.state.pausedUntil, this.state.lastStart[rateClass] + interval);
    const starts = Array.from({ length: count }, (_, index) => first + index * interval);
    const last = starts.at(-1);
    if (last === undefined) return [];
    if (last > deadline) throw this.tooLate(last, deadline);
    this.state.lastStart[rateClass] = last;
    return starts;
  }

  /**
   * Starts `task` at a start time from `reserve`, and at least an interval after the last request
   * of the class really started (an earlier one may have started late). If a 429 paused the queue
   * meanwhile, takes a new slot after the pause. `task` runs in the same tick as the final check,
   * so nothing else can slip in between the decision and the request.
   */
  async startAt<T>(start: number, rateClass: RateClass, deadline: number, task: () => T): Promise<T> {
    let slot = start;
    for (;;) {
      const ready = Math.max(slot, this.state.lastActualStart[rateClass] + this.intervals[rateClass]);
      if (ready > deadline) throw this.tooLate(ready, deadline);
      const wait = ready - this.now();
      if (wait > 0) {
        await sleep(wait);
        continue; // timers may fire a little early: check again
      }
      if (this.state.pausedUntil > this.now()) {
        [slot = Infinity] = this.reserve(rateClass, 1, deadline);
        continue;
      }
      this.state.lastActualStart[rateClass] = this.now();
      return task();
    }
  }

  private tooLate(start: number, deadline: number): ScryfallOutOfTimeError {
    const pause = this.state.pausedUntil - this.now();
    const reason =
      pause > 0
        ? `Scryfall asked us to wait ${(pause / 1000).toFixed(1)} s (HTTP 429)`
        : "Scryfall's rate limit would delay the lookup";
    const seconds = ((start - deadline) / 1000).toFixed(1);
    return new ScryfallOutOfTimeError(`${reason}, ${seconds} s past the time limit for this check; try again shortly.`);
  }
}
