import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { collectLoadGarbage } from "@/server/collect-garbage";

let observer: PerformanceObserver | undefined;
afterEach(() => observer?.disconnect());

type GcDetail = { kind?: number; flags?: number };
const isForcedMajor = (entry: PerformanceEntry) => {
  const { kind = 0, flags = 0 } = (entry as { detail?: GcDetail }).detail ?? {};
  return kind === constants.NODE_PERFORMANCE_GC_MAJOR && (flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) !== 0;
};

/** Resolves at the next full (mark-compact) collection asked for, not one V8 started by itself. */
function nextForcedMajorCollection(): Promise<PerformanceEntry> {
  return new Promise((resolve) => {
    observer = new PerformanceObserver((list) => {
      const major = list.getEntries().find(isForcedMajor);
      if (major) resolve(major);
    });
    observer.observe({ entryTypes: ["gc"] });
  });
}

describe("collectLoadGarbage", () => {
  it("runs a full collection that frees what a load left behind, though Node was started without --expose-gc", async () => {
    expect("gc" in globalThis).toBe(false);
    const collection = nextForcedMajorCollection();
    let freed: (held: string) => void = () => {};
    const collected = new Promise<string>((resolve) => (freed = resolve));
    const registry = new FinalizationRegistry<string>((held) => freed(held));
    // A load's leftovers, as the compact file's columns are once its cards are built: no reference remains.
    (function load() {
      const columns = { names: Array.from({ length: 50_000 }, (_, index) => `Card ${index}`) };
      registry.register(columns, "the parsed columns");
    })();

    collectLoadGarbage();

    await collection;
    await expect(collected).resolves.toBe("the parsed columns");
    expect("gc" in globalThis).toBe(false);
  });
});
