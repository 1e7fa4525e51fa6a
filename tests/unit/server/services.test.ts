import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "@/server/config";
import { CARD_SOURCE_RETRY_MS, createServices } from "@/server/services";
import { redisServerForTests, waitFor } from "../../support/redis-server";

const redis = redisServerForTests();

function servicesWith(env: Record<string, string>) {
  const log: string[] = [];
  const services = createServices(readConfig({ CARD_DATA: "tests/fixtures/cards/rules-cards.json", ...env }), (line) =>
    log.push(line),
  );
  return { services, log };
}

describe("createServices and REDIS_URL", () => {
  it("keeps everything in the process without REDIS_URL", async () => {
    const { services, log } = servicesWith({});
    expect(await services.redisStatus()).toBe("off");
    expect(log.filter((line) => line.startsWith("redis:"))).toEqual([]);
  });

  it("shares through the Redis that REDIS_URL names", async () => {
    const { services, log } = servicesWith({ REDIS_URL: redis.server().url });
    try {
      await waitFor(async () => (await services.redisStatus()) === "up", "Redis to answer");
      expect(log).toContain(
        `redis: connected to ${redis.server().url}; rate limits, card lookups, Scryfall pacing and reports are shared`,
      );
    } finally {
      await services.close();
    }
  });

  it("says in one line why a REDIS_URL that is not a Redis URL is not used, and answers without it", async () => {
    const { services, log } = servicesWith({ REDIS_URL: "localhost:6379" });
    expect(log).toEqual([
      "redis: REDIS_URL is not a redis:// or rediss:// URL; this instance keeps its rate limits, card lookups, Scryfall pacing and reports to itself",
    ]);
    expect(await services.redisStatus()).toBe("down");
    expect((await services.limiter.hit("203.0.113.7")).allowed).toBe(true);
    expect((await services.cardSource()).info.source).toBe("bulk");
  });
});

describe("createServices: card data that fails to load", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers with the same failure for a while instead of reading the file again for every request, then tries again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { services } = servicesWith({ CARD_DATA: "tests/fixtures/cards/no-such-card-file.json" });
    const first = services.cardSource();
    await expect(first).rejects.toThrow(/no-such-card-file\.json/);
    expect(services.cardSource()).toBe(first);
    vi.advanceTimersByTime(CARD_SOURCE_RETRY_MS);
    const retried = services.cardSource();
    expect(retried).not.toBe(first);
    await expect(retried).rejects.toThrow(/no-such-card-file\.json/);
  });
});
