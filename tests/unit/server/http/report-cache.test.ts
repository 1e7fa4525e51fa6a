import { describe, expect, it } from "vitest";
import { deferred } from "../../../support/deferred";
import type { CardDataInfo } from "@/lib/cards/source";
import { ReportCache, reportCacheKey } from "@/server/report-cache";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("ReportCache", () => {
  it("computes a key once and answers from memory until the TTL passes", async () => {
    const time = clock();
    const cache = new ReportCache<{ report: string }>({ ttlMs: 600_000, now: time.now });
    let runs = 0;
    const compute = async () => ({ report: `report ${++runs}` });
    expect(await cache.get("link", compute)).toEqual({ report: "report 1" });
    time.advance(599_000);
    expect(await cache.get("link", compute)).toEqual({ report: "report 1" });
    time.advance(2_000);
    expect(await cache.get("link", compute)).toEqual({ report: "report 2" });
  });

  it("lets concurrent requests for one key share one computation", async () => {
    const cache = new ReportCache<{ report: string }>();
    const pending = deferred<{ report: string }>();
    let runs = 0;
    const compute = () => {
      runs += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.get("link", compute), cache.get("link", compute), cache.get("link", compute)]);
    pending.resolve({ report: "report" });
    expect(await answers).toEqual([{ report: "report" }, { report: "report" }, { report: "report" }]);
    expect(runs).toBe(1);
  });

  it("never remembers a failure: every waiter sees it, and the next request computes again", async () => {
    const cache = new ReportCache<{ report: string }>();
    const pending = deferred<{ report: string }>();
    const first = cache.get("link", () => pending.promise);
    const second = cache.get("link", async () => ({ report: "never run" }));
    pending.reject(new Error("card data unavailable"));
    await expect(first).rejects.toThrow("card data unavailable");
    await expect(second).rejects.toThrow("card data unavailable");
    expect(cache.size).toBe(0);
    expect(await cache.get("link", async () => ({ report: "report" }))).toEqual({ report: "report" });
  });

  it("turns a compute function that throws synchronously into a rejection", async () => {
    const cache = new ReportCache<{ report: string }>();
    const compute = (): Promise<{ report: string }> => {
      throw new Error("boom");
    };
    await expect(cache.get("link", compute)).rejects.toThrow("boom");
    expect(await cache.get("link", async () => ({ report: "report" }))).toEqual({ report: "report" });
  });

  it("keeps at most `max` outcomes, dropping the least recently used", async () => {
    const cache = new ReportCache<{ report: string }>({ max: 2 });
    await cache.get("a", async () => ({ report: "a1" }));
    await cache.get("b", async () => ({ report: "b1" }));
    await cache.get("a", async () => ({ report: "a2" }));
    await cache.get("c", async () => ({ report: "c1" }));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => ({ report: "a3" }))).toEqual({ report: "a1" });
    expect(await cache.get("b", async () => ({ report: "b2" }))).toEqual({ report: "b2" });
  });
});

describe("reportCacheKey", () => {
  const bulk = (updatedAt: string | null): CardDataInfo => ({ source: "bulk", updatedAt });

  it("differs when the card data changes, so a new ban shows at once", () => {
    expect(reportCacheKey("1.abc", bulk("2026-07-01T00:00:00Z"))).not.toBe(
      reportCacheKey("1.abc", bulk("2026-08-01T00:00:00Z")),
    );
    expect(reportCacheKey("1.abc", bulk(null))).not.toBe(
      reportCacheKey("1.abc", { source: "scryfall", updatedAt: null }),
    );
    expect(reportCacheKey("1.abc", bulk(null))).toBe(reportCacheKey("1.abc", bulk(null)));
    expect(reportCacheKey("1.abc", bulk(null))).not.toBe(reportCacheKey("1.abd", bulk(null)));
  });
});
