import { describe, expect, it } from "vitest";
import { ScryfallOutOfTimeError, ScryfallRequestQueue } from "@/lib/server/cards/scryfall-request-queue";
import { CardDataUnavailableError } from "@/lib/cards/source";

const intervals = { slow: 40, fast: 10 };

/** Starts `count` requests of the class at once and resolves with when each started. */
function startTimes(queue: ScryfallRequestQueue, rateClass: "slow" | "fast", count: number, startBy = Infinity) {
  return Promise.all(Array.from({ length: count }, () => queue.start(rateClass, startBy, () => queue.now())));
}

/** The time between consecutive starts, in start order. */
function gaps(times: number[]): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.slice(1).map((time, index) => time - sorted[index]!);
}

describe("ScryfallRequestQueue.start", () => {
  it("starts the first request at once and each next one an interval of its class later", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const begun = queue.now();
    const slow = await startTimes(queue, "slow", 3);
    expect(Math.min(...slow) - begun).toBeLessThan(20);
    // 1 ms of slack for timer rounding.
    for (const gap of gaps(slow)) expect(gap).toBeGreaterThanOrEqual(intervals.slow - 1);
  });

  it("spaces each class on its own", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const [slow, fast] = await Promise.all([startTimes(queue, "slow", 2), startTimes(queue, "fast", 4)]);
    for (const gap of gaps(fast)) expect(gap).toBeGreaterThanOrEqual(intervals.fast - 1);
    expect(Math.max(...fast) - Math.min(...fast)).toBeLessThan(2 * intervals.slow);
    expect(gaps(slow)[0]).toBeGreaterThanOrEqual(intervals.slow - 1);
  });

  it("holds every class until a 429 pause ends", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const paused = queue.now();
    await queue.pause(120);
    const [slow, fast] = await Promise.all([startTimes(queue, "slow", 1), startTimes(queue, "fast", 1)]);
    expect(slow[0]! - paused).toBeGreaterThanOrEqual(119);
    expect(fast[0]! - paused).toBeGreaterThanOrEqual(119);
  });

  it("never shortens a pause already in force", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const paused = queue.now();
    await queue.pause(150);
    await queue.pause(20);
    const [started] = await startTimes(queue, "fast", 1);
    expect(started! - paused).toBeGreaterThanOrEqual(149);
  });

  it("throws instead of waiting past the deadline, naming the 429, and runs nothing", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    await queue.pause(5_000);
    let started = false;
    const begun = queue.now();
    const refusal = queue.start("slow", queue.now() + 100, () => (started = true));
    await expect(refusal).rejects.toThrow(ScryfallOutOfTimeError);
    await expect(refusal).rejects.toThrow(/asked us to wait 5\.0 s \(HTTP 429\)/);
    expect(queue.now() - begun).toBeLessThan(50);
    expect(started).toBe(false);
  });
});

describe("ScryfallRequestQueue.expectRoom", () => {
  it("lets a lookup through when all its requests can start in time", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    await expect(queue.expectRoom("slow", 3, queue.now() + 2 * intervals.slow + 5)).resolves.toBeUndefined();
  });

  it("throws at once when the last of its requests would start too late, counting the requests waiting ahead", async () => {
    const queue = new ScryfallRequestQueue({ intervals: { slow: 400, fast: 10 } });
    const ahead = startTimes(queue, "slow", 2); // one starts now, one waits 400 ms
    const refusal = queue.expectRoom("slow", 2, queue.now() + 1_000);
    await expect(refusal).rejects.toThrow(CardDataUnavailableError);
    await expect(refusal).rejects.toThrow(/rate limit would delay the lookup, .* try again shortly/);
    await ahead;
  });
});
