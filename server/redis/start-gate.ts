import "server-only";
// Scryfall limits the deployment, not the process: with REDIS_URL, every instance claims its starts at
// the same gates in Redis. A start sets the class's key for the interval (SET NX PX: one atomic
// command on Redis's own clock, so hosts need not agree on the time); a 429 sets every key for its
// Retry-After. rate-limiter-flexible's Redis limiters count in whole seconds (a 0.5 s window never
// expires there), so they cannot keep a 500 ms spacing. While Redis is unavailable, this process's
// own gates take over: each instance then keeps the spacing by itself.
import type { Clock } from "../clock";
import type { RedisLink } from "../redis/link";
import { MemoryStartGate, RATE_CLASSES, type RateClass, type StartGate } from "../cards/scryfall-start-gate";

/**
 * Added to each interval: instances agree on starts at Redis, but each sends its request on its own,
 * and one may reach Scryfall sooner after its start than another's: 14 ms sooner between two
 * instances in one process, 40 ms between two `next start` processes (a process's first fetch loads
 * undici), measured on the development machine.
 */
export const SHARED_SPACING_MARGIN_MS = 50;

/** The intervals instances sharing Redis keep: Scryfall's, with the margin. */
export function sharedIntervals(intervals: Record<RateClass, number>): Record<RateClass, number> {
  return { slow: intervals.slow + SHARED_SPACING_MARGIN_MS, fast: intervals.fast + SHARED_SPACING_MARGIN_MS };
}

const gateKey = (rateClass: RateClass) => `2hg:scryfall-gate:${rateClass}`;

export class RedisStartGate implements StartGate {
  private readonly local: MemoryStartGate;

  constructor(
    private readonly redis: RedisLink,
    private readonly intervals: Record<RateClass, number>,
    /** The clock of this process's own gates, which take over while Redis is unavailable. */
    clock?: Clock,
  ) {
    this.local = new MemoryStartGate(intervals, clock);
  }

  claim(rateClass: RateClass): Promise<number> {
    const key = gateKey(rateClass);
    const hold = this.intervals[rateClass];
    return this.redis.attempt(
      async (client) => {
        const [claimed, closedFor] = await client
          .multi()
          .set(key, "1", { condition: "NX", expiration: { type: "PX", value: hold } })
          .pTTL(key)
          .exec();
        // A gate that opened between the two commands answers -2: try again at once.
        return String(claimed) === "OK" ? 0 : Math.max(1, Number(closedFor));
      },
      () => this.local.claim(rateClass),
    );
  }

  closedFor(rateClass: RateClass): Promise<number> {
    return this.redis.attempt(
      async (client) => Math.max(0, await client.pTTL(gateKey(rateClass))),
      () => this.local.closedFor(rateClass),
    );
  }

  async pause(ms: number): Promise<void> {
    // Here too, so the pause holds if Redis fails before it ends.
    await this.local.pause(ms);
    const hold = Math.ceil(ms);
    await this.redis.attempt(
      async (client) => {
        for (const rateClass of RATE_CLASSES) {
          const key = gateKey(rateClass);
          if ((await client.pTTL(key)) < hold) await client.set(key, "1", { expiration: { type: "PX", value: hold } });
        }
      },
      () => undefined,
    );
  }
}
