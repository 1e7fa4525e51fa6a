import { describe, expect, it } from "vitest";
import { ScryfallOutOfTimeError, ScryfallRequestQueue } from "@/lib/server/cards/scryfall-request-queue";
import { CardDataUnavailableError } from "@/lib/cards/source";

/** A queue on a clock the test moves by hand. */
function queueAt(time = 1_000) {
  const clock = { time };
  const queue = new ScryfallRequestQueue({ intervals: { slow: 500, fast: 100 }, now: () => clock.time });
  return { queue, clock };
}

describe("ScryfallRequestQueue.reserve", () => {
  it("hands out start times one interval of their class apart", () => {
    const { queue } = queueAt();
    expect(queue.reserve("slow", 3, Infinity)).toEqual([1_000, 1_500, 2_000]);
    expect(queue.reserve("slow", 1, Infinity)).toEqual([2_500]);
    expect(queue.reserve("fast", 2, Infinity)).toEqual([1_000, 1_100]);
  });

  it("starts at once when the last request of the class is an interval ago", () => {
    const { queue, clock } = queueAt();
    queue.reserve("slow", 1, Infinity);
    clock.time += 800;
    expect(queue.reserve("slow", 1, Infinity)).toEqual([1_800]);
  });

  it("reserves nothing and throws when the last start would miss the deadline", () => {
    const { queue } = queueAt();
    expect(() => queue.reserve("slow", 3, 1_900)).toThrow(ScryfallOutOfTimeError);
    expect(() => queue.reserve("slow", 3, 1_900)).toThrow(CardDataUnavailableError);
    expect(queue.reserve("slow", 2, 1_900)).toEqual([1_000, 1_500]);
  });

  it("holds every class until a 429 pause ends, and says so when that is too late", () => {
    const { queue } = queueAt();
    queue.pauseUntil(31_000);
    expect(() => queue.reserve("fast", 1, 10_000)).toThrow(/HTTP 429/);
    expect(queue.reserve("fast", 1, Infinity)).toEqual([31_000]);
    expect(queue.reserve("slow", 1, Infinity)).toEqual([31_000]);
  });

  it("never shortens a pause already in force", () => {
    const { queue } = queueAt();
    queue.pauseUntil(5_000);
    queue.pauseUntil(2_000);
    expect(queue.reserve("fast", 1, Infinity)).toEqual([5_000]);
  });
});

describe("ScryfallRequestQueue.startAt (real time)", () => {
  it("waits for the slot, and takes a later one when a 429 pause arrives meanwhile", async () => {
    const queue = new ScryfallRequestQueue({ intervals: { slow: 30, fast: 10 } });
    const started = queue.now();
    const [first = 0, second = 0] = queue.reserve("slow", 2, Infinity);
    await queue.startAt(first, "slow", Infinity, () => undefined);
    queue.pauseUntil(queue.now() + 120);
    const secondStarted = await queue.startAt(second, "slow", Infinity, () => queue.now());
    expect(secondStarted - started).toBeGreaterThanOrEqual(120);
  });

  it("keeps an interval after a request that started late", async () => {
    const queue = new ScryfallRequestQueue({ intervals: { slow: 40, fast: 10 } });
    const [first = 0, second = 0] = queue.reserve("slow", 2, Infinity);
    await new Promise((resolve) => setTimeout(resolve, 25));
    const firstStarted = await queue.startAt(first, "slow", Infinity, () => queue.now());
    const secondStarted = await queue.startAt(second, "slow", Infinity, () => queue.now());
    expect(secondStarted - firstStarted).toBeGreaterThanOrEqual(40);
  });

  it("throws instead of waiting past the deadline", async () => {
    const queue = new ScryfallRequestQueue({ intervals: { slow: 40, fast: 10 } });
    const [first = 0] = queue.reserve("slow", 1, Infinity);
    queue.pauseUntil(queue.now() + 5_000);
    let started = false;
    await expect(queue.startAt(first, "slow", queue.now() + 100, () => (started = true))).rejects.toThrow(ScryfallOutOfTimeError);
    expect(started).toBe(false);
  });
});
