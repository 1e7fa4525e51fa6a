import { describe, expect, it } from "vitest";
import { readConfig, redisTarget } from "@/server/config";

describe("readConfig", () => {
  it("limits 120 requests a minute per client by default, each client the address that connected", () => {
    expect(readConfig({})).toMatchObject({ RATE_LIMIT_PER_MINUTE: 120, TRUSTED_PROXIES: 0 });
  });

  it("reads the numbers, and takes empty values as unset", () => {
    expect(readConfig({ RATE_LIMIT_PER_MINUTE: "0", TRUSTED_PROXIES: " 2 " })).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 0,
      TRUSTED_PROXIES: 2,
    });
    const blank = readConfig({ RATE_LIMIT_PER_MINUTE: "", TRUSTED_PROXIES: "", CARD_DATA: " " });
    expect(blank).toMatchObject({ RATE_LIMIT_PER_MINUTE: 120, TRUSTED_PROXIES: 0 });
    expect(blank.CARD_DATA).toBeUndefined();
  });

  it("refuses a value that is not a whole number of at least 0, naming the variable", () => {
    expect(() => readConfig({ TRUSTED_PROXIES: "-1" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ TRUSTED_PROXIES: "yes" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ RATE_LIMIT_PER_MINUTE: "1.5" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});

describe("redisTarget", () => {
  it("is off without REDIS_URL, and reads redis:// and rediss:// URLs (Redis or Valkey, with TLS)", () => {
    expect(redisTarget(readConfig({ REDIS_URL: " " }))).toEqual({ kind: "off" });
    expect(redisTarget(readConfig({ REDIS_URL: "redis://127.0.0.1:6379" }))).toEqual({
      kind: "url",
      url: new URL("redis://127.0.0.1:6379"),
    });
    expect(redisTarget(readConfig({ REDIS_URL: "rediss://app:secret@cache.example:6380/2" }))).toMatchObject({
      kind: "url",
    });
  });

  it("names what is wrong with any other value, without refusing to start", () => {
    for (const value of ["localhost:6379", "http://cache.example", "redis//cache"]) {
      expect(redisTarget(readConfig({ REDIS_URL: value }))).toEqual({
        kind: "invalid",
        reason: "is not a redis:// or rediss:// URL",
      });
    }
  });
});
