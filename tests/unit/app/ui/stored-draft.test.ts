import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftStore, type DraftStorage } from "@/app/_lib/ui/stored-draft";
import { useFakeClock } from "@/tests/support/fake-clock";

const KEY = "2hg-deck-check:test:v1";

function memoryStorage(): DraftStorage & { items: Map<string, string>; writes: number } {
  const items = new Map<string, string>();
  return {
    items,
    writes: 0,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      this.writes++;
      items.set(key, value);
    },
  };
}

const broken: DraftStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
};

const parse = (stored: string | null) => (stored ? (JSON.parse(stored) as { text: string }) : { text: "" });

describe("draftStore", () => {
  it("writes the draft as JSON under its key and reads it back through parse", () => {
    const storage = memoryStorage();
    const store = draftStore(() => storage, KEY, parse);
    store.save({ text: "4 Lightning Bolt" });
    expect(storage.items.get(KEY)).toBe('{"text":"4 Lightning Bolt"}');
    expect(store.load()).toEqual({ text: "4 Lightning Bolt" });
  });

  it("gives parse null when nothing is stored", () => {
    const seen: (string | null)[] = [];
    const store = draftStore(
      () => memoryStorage(),
      KEY,
      (stored) => seen.push(stored),
    );
    store.load();
    expect(seen).toEqual([null]);
  });

  it("never throws when storage is switched off, full, or missing", () => {
    const store = draftStore(() => broken, KEY, parse);
    expect(store.load()).toEqual({ text: "" });
    expect(() => store.save({ text: "kept on the page" })).not.toThrow();
    const missing = draftStore(
      () => {
        throw new ReferenceError("window is not defined");
      },
      KEY,
      parse,
    );
    expect(missing.load()).toEqual({ text: "" });
    expect(() => missing.save({ text: "x" })).not.toThrow();
  });
});

describe("draftStore with a delay", () => {
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  it("writes once typing pauses, and only the last draft", () => {
    const storage = memoryStorage();
    const store = draftStore(() => storage, KEY, parse, 400);
    store.save({ text: "a" });
    vi.advanceTimersByTime(399);
    store.save({ text: "ab" });
    vi.advanceTimersByTime(399);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(store.load()).toEqual({ text: "ab" });
  });

  it("writes a waiting draft at once on flush, and drops it on cancel", () => {
    const storage = memoryStorage();
    const store = draftStore(() => storage, KEY, parse, 400);
    store.save({ text: "flushed" });
    store.flush();
    expect(store.load()).toEqual({ text: "flushed" });
    store.save({ text: "dropped" });
    store.cancel();
    vi.advanceTimersByTime(1000);
    expect(store.load()).toEqual({ text: "flushed" });
    expect(storage.writes).toBe(1);
  });
});
