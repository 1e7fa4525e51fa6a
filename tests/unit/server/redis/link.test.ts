import { once } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RedisLink } from "@/server/redis/link";
import { freePort } from "@/scripts/next-server.mjs";
import { redisServerForTests, waitFor } from "../../../support/redis-server";
import { runUntilSettled, useFakeClock } from "../../../support/fake-clock";

const redis = redisServerForTests();

const fromRedis = async (link: RedisLink) =>
  link.attempt<number | "memory">(
    async (client) => client.incr("visits"),
    () => "memory",
  );

/** What `link` answers, and how long that took on the fake clock. */
async function timedAnswer(link: RedisLink) {
  const started = performance.now();
  const answer = await runUntilSettled(fromRedis(link));
  return { answer, ms: performance.now() - started };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("RedisLink", () => {
  it("runs operations on Redis and says once that it is connected", async () => {
    const { link, lines } = await redis.link();
    expect(await fromRedis(link)).toBe(1);
    expect(await fromRedis(link)).toBe(2);
    expect(await link.status()).toBe("up");
    expect(lines).toEqual([
      `redis: connected to ${redis.server().url}; rate limits, card lookups, Scryfall pacing and reports are shared`,
    ]);
  });

  it("falls back at once while Redis is gone, logs it once, and uses Redis again when it returns", async () => {
    // A minute's time limit: an operation that waited for it instead of falling back would time the test out.
    const { link, lines } = await redis.link({ operationTimeoutMs: 60_000 });
    await redis.server().stop();
    try {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await fromRedis(link));
      expect(answers.every((answer) => answer === "memory")).toBe(true);
      expect(await link.status()).toBe("down");
    } finally {
      await redis.server().restart();
    }
    await waitFor(async () => (await fromRedis(link)) !== "memory", "the link to use Redis again");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^redis: redis:\/\/127\.0\.0\.1:\d+ is unavailable \(.+\); this instance keeps its rate limits, card lookups, Scryfall pacing and reports to itself until Redis answers again$/,
    );
    expect(lines[2]).toMatch(/^redis: connected to /);
  });

  it("gives a frozen Redis a quarter of a second, then leaves it alone for a second before trying again", async () => {
    const { link, lines } = await redis.link();
    redis.server().freeze();
    // A frozen server keeps its connection open: the client sets no timer of its own while the clock is fake.
    useFakeClock();
    try {
      expect(await timedAnswer(link)).toEqual({ answer: "memory", ms: 250 });
      expect(lines[1]).toMatch(/unavailable \(no answer within 250 ms\)/);
      await vi.advanceTimersByTimeAsync(999);
      expect(await timedAnswer(link)).toEqual({ answer: "memory", ms: 0 });
      await vi.advanceTimersByTimeAsync(1);
      expect(await timedAnswer(link)).toEqual({ answer: "memory", ms: 250 });
    } finally {
      vi.useRealTimers();
      redis.server().thaw();
    }
    await waitFor(async () => (await fromRedis(link)) !== "memory", "the link to use Redis again");
    expect(lines.at(-1)).toMatch(/^redis: connected to /);
  });

  it("logs an address where nothing listens once, and answers from memory", async () => {
    const lines: string[] = [];
    const link = new RedisLink(new URL(`redis://127.0.0.1:${await freePort()}`), (line) => lines.push(line));
    try {
      await waitFor(() => lines.length > 0, "the failure to be logged");
      for (let i = 0; i < 5; i++) expect(await fromRedis(link)).toBe("memory");
      // Two more failed connection attempts (the client keeps trying), each an error event.
      for (let i = 0; i < 2; i++) await once(link.client, "error");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/unavailable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/);
    } finally {
      await link.close();
    }
  });

  it("never logs the password a URL carries", () => {
    const link = new RedisLink(new URL("redis://app:s3cret@127.0.0.1:1"), () => undefined);
    expect(link.where).toBe("redis://127.0.0.1:1");
    void link.close();
  });
});
