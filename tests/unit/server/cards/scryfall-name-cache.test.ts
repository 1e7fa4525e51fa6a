import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/cards/card";
import { ScryfallNameCache } from "@/lib/server/cards/scryfall-name-cache";

const card = (name: string): Card => ({
  oracleId: `oracle-${name}`,
  name,
  layout: "normal",
  faces: [{ name, typeLine: "Instant", oracleText: "" }],
  otherNames: [],
  legalities: {},
  imageUrl: null,
  scryfallUrl: null,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("ScryfallNameCache", () => {
  it("keys by folded name, so case, accents and curly quotes share an entry", () => {
    const cache = new ScryfallNameCache();
    cache.set("Lorien Revealed", { status: "found", card: card("Lórien Revealed") });
    expect(cache.get("LÓRIEN REVEALED")).toMatchObject({ status: "found" });
    cache.set("Smuggler’s Copter", { status: "not-found", suggestions: [] });
    expect(cache.get("smuggler's copter")).toEqual({ status: "not-found", suggestions: [] });
  });

  it("remembers a found card under its Oracle name as well as the name asked", () => {
    const cache = new ScryfallNameCache();
    cache.set("Fire", { status: "found", card: card("Fire // Ice") });
    expect(cache.get("fire // ice")).toMatchObject({ card: { name: "Fire // Ice" } });
  });

  it("forgets a miss sooner than a found card", async () => {
    const cache = new ScryfallNameCache({ foundTtlMs: 1_000, missTtlMs: 20 });
    cache.set("Opt", { status: "found", card: card("Opt") });
    cache.set("Lightning Bolf", { status: "not-found", suggestions: ["Lightning Bolt"] });
    cache.set("Jace", { status: "ambiguous", candidates: ["Jace Beleren", "Jace, the Mind Sculptor"] });
    await sleep(40);
    expect(cache.get("Lightning Bolf")).toBeUndefined();
    expect(cache.get("Jace")).toBeUndefined();
    expect(cache.get("Opt")).toMatchObject({ status: "found" });
  });

  it("is bounded: the least recently used names go first", () => {
    const cache = new ScryfallNameCache({ maxEntries: 2 });
    cache.set("A", { status: "not-found", suggestions: [] });
    cache.set("B", { status: "not-found", suggestions: [] });
    cache.get("A");
    cache.set("C", { status: "not-found", suggestions: [] });
    expect(cache.size).toBe(2);
    expect(cache.get("B")).toBeUndefined();
    expect(cache.get("A")).toBeDefined();
  });
});
