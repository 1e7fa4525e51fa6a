// On vitest's fake timers: the queue's clock and sleeps are the faked globals, so every start time is
// exact and no test waits for the intervals it checks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScryfallOutOfTimeError, ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { CardDataUnavailableError } from "@/lib/cards/source";

const intervals = { slow: 40, fast: 10 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Starts `count` requests of the class at once and resolves with when each started, running the clock until all have. */
async function startTimes(queue: ScryfallRequestQueue, rateClass: "slow" | "fast", count: number) {
  const starts = Promise.all(Array.from({ length: count }, () => queue.start(rateClass, Infinity, () => queue.now())));
  await vi.runAllTimersAsync();
  return starts;
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
    expect(slow.map((at) => at - begun)).toEqual([0, 40, 80]);
  });

  it("spaces each class on its own", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const begun = queue.now();
    const [slow, fast] = await Promise.all([startTimes(queue, "slow", 2), startTimes(queue, "fast", 4)]);
    expect(fast.map((at) => at - begun)).toEqual([0, 10, 20, 30]);
    expect(gaps(slow)).toEqual([intervals.slow]);
  });

  it("holds every class until a 429 pause ends", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const paused = queue.now();
    await queue.pause(120);
    const [slow, fast] = await Promise.all([startTimes(queue, "slow", 1), startTimes(queue, "fast", 1)]);
    expect(slow[0]! - paused).toBe(120);
    expect(fast[0]! - paused).toBe(120);
  });

  it("never shortens a pause already in force", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    const paused = queue.now();
    await queue.pause(150);
    await queue.pause(20);
    const [started] = await startTimes(queue, "fast", 1);
    expect(started! - paused).toBe(150);
  });

  it("throws instead of waiting past the deadline, naming the 429, and runs nothing", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    await queue.pause(5_000);
    let started = false;
    const refusal = queue.start("slow", queue.now() + 100, () => (started = true));
    // Refused before any time passes: the clock is never run.
    await expect(refusal).rejects.toThrow(ScryfallOutOfTimeError);
    await expect(refusal).rejects.toThrow(/asked us to wait 5\.0 s \(HTTP 429\)/);
    expect(started).toBe(false);
  });
});

describe("ScryfallRequestQueue.expectRoom", () => {
  it("lets a lookup through when all its requests can start in time", async () => {
    const queue = new ScryfallRequestQueue({ intervals });
    await expect(queue.expectRoom("slow", 3, queue.now() + 2 * intervals.slow)).resolves.toBeUndefined();
  });

  it("throws at once when the last of its requests would start too late, counting the requests waiting ahead", async () => {
    const queue = new ScryfallRequestQueue({ intervals: { slow: 400, fast: 10 } });
    // One starts now, one waits 400 ms: room for one more by 800 ms, not for two.
    const ahead = Promise.all([1, 2].map(() => queue.start("slow", Infinity, () => undefined)));
    await expect(queue.expectRoom("slow", 1, queue.now() + 800)).resolves.toBeUndefined();
    const refusal = queue.expectRoom("slow", 2, queue.now() + 1_000);
    await expect(refusal).rejects.toThrow(CardDataUnavailableError);
    await expect(refusal).rejects.toThrow(/rate limit would delay the lookup, .* try again shortly/);
    await vi.runAllTimersAsync();
    await ahead;
  });
});
