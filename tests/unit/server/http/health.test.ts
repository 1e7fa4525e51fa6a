import { describe, expect, it } from "vitest";
import type { RedisStatus } from "@/server/redis/link";
import { healthResponse } from "@/server/http/health";
import { rulesCardSource } from "../../../support/rules-source";

const health = async (cardSource: () => Promise<Awaited<ReturnType<typeof rulesCardSource>>>, redis: RedisStatus) => {
  const response = await healthResponse({ cardSource, redisStatus: async () => redis });
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: await response.json() };
};

describe("GET /api/health", () => {
  it("is ok with the card data's source and date, and says whether Redis is in use", async () => {
    const source = await rulesCardSource();
    for (const redis of ["off", "up"] as const) {
      expect(await health(async () => source, redis)).toEqual({
        status: 200,
        cacheControl: "no-store",
        body: { status: "ok", cardData: source.info, redis },
      });
    }
  });

  it("is degraded but 200 while Redis is down: checks are answered from the instance alone", async () => {
    const source = await rulesCardSource();
    expect(await health(async () => source, "down")).toMatchObject({
      status: 200,
      body: { status: "degraded", redis: "down" },
    });
  });

  it("is 503, saying why, when the instance has no card data to check with", async () => {
    const missing = async () => {
      throw new Error("CARD_DATA names /srv/cards.json, which does not exist");
    };
    expect(await health(missing, "off")).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: {
        status: "degraded",
        cardData: { error: "CARD_DATA names /srv/cards.json, which does not exist" },
        redis: "off",
      },
    });
  });
});
