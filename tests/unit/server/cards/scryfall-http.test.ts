import { describe, expect, it } from "vitest";
import packageJson from "@/package.json" with { type: "json" };
import { retryAfterMs, scryfallHeaders, scryfallUrl } from "@/server/cards/scryfall-http";

describe("scryfallHeaders", () => {
  it("names the app and its version, and accepts JSON first", () => {
    expect(scryfallHeaders()).toEqual({
      "User-Agent": `2HGDeckCheck/${packageJson.version}`,
      Accept: "application/json;q=0.9,*/*;q=0.8",
    });
  });
});

describe("scryfallUrl", () => {
  it("keeps a mirror's path prefix, with or without a trailing slash", () => {
    expect(scryfallUrl("https://api.scryfall.com", "cards/collection").href).toBe(
      "https://api.scryfall.com/cards/collection",
    );
    expect(scryfallUrl("http://127.0.0.1:9000/scryfall", "cards/named?fuzzy=x").href).toBe(
      "http://127.0.0.1:9000/scryfall/cards/named?fuzzy=x",
    );
    expect(scryfallUrl("http://127.0.0.1:9000/scryfall/", "bulk-data/oracle_cards").href).toBe(
      "http://127.0.0.1:9000/scryfall/bulk-data/oracle_cards",
    );
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-07-01T12:00:00Z");

  it("reads delta-seconds", () => {
    expect(retryAfterMs("2", now)).toBe(2_000);
    expect(retryAfterMs("0", now)).toBe(0);
  });

  it("reads an HTTP date", () => {
    expect(retryAfterMs("Wed, 01 Jul 2026 12:00:05 GMT", now)).toBe(5_000);
    expect(retryAfterMs("Wed, 01 Jul 2026 11:00:00 GMT", now)).toBe(0);
  });

  it("falls back to Scryfall's documented 30 s block when missing or unreadable", () => {
    expect(retryAfterMs(null, now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBe(30_000);
    expect(retryAfterMs("-3", now)).toBe(30_000);
  });
});
