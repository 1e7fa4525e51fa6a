import { describe, expect, it } from "vitest";
import type { CardDataInfo } from "@/lib/cards/source";
import { ReportCache, reportCacheKey } from "@/lib/server/report-cache";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("ReportCache", () => {
  it("computes a key once and answers from memory until the TTL passes", async () => {
    const time = clock();
    const cache = new ReportCache<string>({ ttlMs: 600_000, now: time.now });
    let runs = 0;
    const compute = async () => `report ${++runs}`;
    expect(await cache.get("link", compute)).toBe("report 1");
    time.advance(599_000);
    expect(await cache.get("link", compute)).toBe("report 1");
    time.advance(2_000);
    expect(await cache.get("link", compute)).toBe("report 2");
  });

  it("lets concurrent requests for one key share one computation", async () => {
    const cache = new ReportCache<string>();
    const pending = deferred<string>();
    let runs = 0;
    const compute = () => {
      runs += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.get("link", compute), cache.get("link", compute), cache.get("link", compute)]);
    pending.resolve("report");
    expect(await answers).toEqual(["report", "report", "report"]);
    expect(runs).toBe(1);
  });

  it("never remembers a failure: every waiter sees it, and the next request computes again", async () => {
    const cache = new ReportCache<string>();
    const pending = deferred<string>();
    const first = cache.get("link", () => pending.promise);
    const second = cache.get("link", async () => "never run");
    pending.reject(new Error("card data unavailable"));
    await expect(first).rejects.toThrow("card data unavailable");
    await expect(second).rejects.toThrow("card data unavailable");
    expect(cache.size).toBe(0);
    expect(await cache.get("link", async () => "report")).toBe("report");
  });

  it("turns a compute function that throws synchronously into a rejection", async () => {
    const cache = new ReportCache<string>();
    const compute = (): Promise<string> => {
      throw new Error("boom");
    };
    await expect(cache.get("link", compute)).rejects.toThrow("boom");
    expect(await cache.get("link", async () => "report")).toBe("report");
  });

  it("keeps at most `max` outcomes, dropping the least recently used", async () => {
    const cache = new ReportCache<string>({ max: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2");
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });
});

describe("reportCacheKey", () => {
  const bulk = (updatedAt: string | null): CardDataInfo => ({ source: "bulk", updatedAt });

  it("differs when the card data changes, so a new ban shows at once", () => {
    expect(reportCacheKey("1.abc", bulk("2026-07-01T00:00:00Z"))).not.toBe(reportCacheKey("1.abc", bulk("2026-08-01T00:00:00Z")));
    expect(reportCacheKey("1.abc", bulk(null))).not.toBe(reportCacheKey("1.abc", { source: "scryfall", updatedAt: null }));
    expect(reportCacheKey("1.abc", bulk(null))).toBe(reportCacheKey("1.abc", bulk(null)));
    expect(reportCacheKey("1.abc", bulk(null))).not.toBe(reportCacheKey("1.abd", bulk(null)));
  });
});
