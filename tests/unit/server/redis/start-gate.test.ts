import { describe, expect, it } from "vitest";
import { RedisStartGate } from "@/server/redis/start-gate";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { redisServerForTests } from "../../../support/redis-server";

const redis = redisServerForTests();
const intervals = { slow: 60, fast: 20 };

/** Two instances' queues on the test's Redis. */
async function twoQueues() {
  const [first, second] = await Promise.all([redis.link(), redis.link()]);
  return [first, second].map(
    ({ link }) => new ScryfallRequestQueue({ intervals, gate: new RedisStartGate(link, intervals) }),
  );
}

describe("RedisStartGate", () => {
  it("spaces the starts of two instances' requests by the interval of their class", async () => {
    const [one, other] = await twoQueues();
    const starts = await Promise.all(
      [one, other, one, other].map((queue) => queue!.start("slow", Infinity, () => performance.now())),
    );
    const sorted = starts.sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(intervals.slow - 1);
  });

  it("holds the other instance's requests, of every class, for a 429's pause", async () => {
    const [one, other] = await twoQueues();
    const paused = performance.now();
    await one!.pause(300);
    const [slow, fast] = await Promise.all([
      other!.start("slow", Infinity, () => performance.now()),
      other!.start("fast", Infinity, () => performance.now()),
    ]);
    expect(slow - paused).toBeGreaterThanOrEqual(295);
    expect(fast - paused).toBeGreaterThanOrEqual(295);
    await expect(other!.expectRoom("slow", 1, performance.now() + 100)).resolves.toBeUndefined();
  });

  it("tells another instance at once that a paused Scryfall leaves no room in its time limit", async () => {
    const [one, other] = await twoQueues();
    await one!.pause(5_000);
    await expect(other!.expectRoom("slow", 1, performance.now() + 1_000)).rejects.toThrow(/HTTP 429/);
  });

  it("spaces requests in the instance's own memory while Redis is down", async () => {
    const [queue] = await twoQueues();
    await redis.server().stop();
    try {
      const starts = await Promise.all([1, 2, 3].map(() => queue!.start("fast", Infinity, () => performance.now())));
      const sorted = starts.sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(intervals.fast - 1);
    } finally {
      await redis.server().restart();
    }
  });
});
