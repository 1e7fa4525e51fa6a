import { describe, expect, it } from "vitest";
import { deferred } from "../../../support/deferred";
import type { Card } from "@/lib/cards/card";
import type { NameResolution } from "@/lib/cards/source";
import { ScryfallNameCache, type Lookup } from "@/server/cards/scryfall-name-cache";

const card = (name: string): Card => ({
  oracleId: `oracle-${name}`,
  name,
  layout: "normal",
  faces: [{ name, typeLine: "Instant" }],
  otherNames: [],
  legalities: {},
  ownCopyLimit: null,
  colorIdentity: "",
  gameChanger: false,
  commander: null,
  imageUrl: null,
  scryfallUrl: null,
});

const found = (name: string): Lookup => ({ resolution: { status: "found", card: card(name) }, cacheable: true });
const miss = (suggestions: string[] = []): Lookup => ({
  resolution: { status: "not-found", suggestions },
  cacheable: true,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lookup over a fixed answer book that records each batch of names it is asked. */
function lookUpFrom(book: Record<string, Lookup>) {
  const batches: string[][] = [];
  const lookUp = async (names: string[]) => {
    batches.push(names);
    return new Map(names.map((name) => [name, book[name] ?? miss()]));
  };
  return { lookUp, batches };
}

describe("ScryfallNameCache", () => {
  it("asks once for every name it does not know, and then answers from memory by folded name", async () => {
    const cache = new ScryfallNameCache();
    const { lookUp, batches } = lookUpFrom({
      "Lorien Revealed": found("Lórien Revealed"),
      "Smuggler’s Copter": found("Smuggler's Copter"),
    });
    const first = await cache.resolve(["Lorien Revealed", "Smuggler’s Copter", "lorien revealed"], lookUp);
    expect(batches).toEqual([["Lorien Revealed", "Smuggler’s Copter"]]);
    expect(first.get("lorien revealed")).toMatchObject({ status: "found", card: { name: "Lórien Revealed" } });
    const again = await cache.resolve(["LÓRIEN REVEALED", "smuggler's copter"], lookUp);
    expect(batches).toHaveLength(1);
    expect(again.get("smuggler's copter")).toMatchObject({ card: { name: "Smuggler's Copter" } });
  });

  it("remembers a found card under its Oracle name as well as the name asked", async () => {
    const cache = new ScryfallNameCache();
    const { lookUp, batches } = lookUpFrom({ Fire: found("Fire // Ice") });
    await cache.resolve(["Fire"], lookUp);
    expect((await cache.resolve(["fire // ice"], lookUp)).get("fire // ice")).toMatchObject({
      card: { name: "Fire // Ice" },
    });
    expect(batches).toEqual([["Fire"]]);
  });

  it("forgets a miss sooner than a found card", async () => {
    const cache = new ScryfallNameCache({ foundTtlMs: 1_000, missTtlMs: 20 });
    const jace: Lookup = {
      resolution: { status: "ambiguous", candidates: ["Jace Beleren", "Jace, the Mind Sculptor"] },
      cacheable: true,
    };
    const { lookUp } = lookUpFrom({ Opt: found("Opt"), "Lightning Bolf": miss(["Lightning Bolt"]), Jace: jace });
    await cache.resolve(["Opt", "Lightning Bolf", "Jace"], lookUp);
    await sleep(40);
    expect(cache.get("Lightning Bolf")).toBeUndefined();
    expect(cache.get("Jace")).toBeUndefined();
    expect(cache.get("Opt")).toMatchObject({ status: "found" });
  });

  it("is bounded: the least recently used names go first", async () => {
    const cache = new ScryfallNameCache({ maxEntries: 2 });
    const { lookUp } = lookUpFrom({});
    await cache.resolve(["A", "B"], lookUp);
    cache.get("A");
    await cache.resolve(["C"], lookUp);
    expect(cache.size).toBe(2);
    expect(cache.get("B")).toBeUndefined();
    expect(cache.get("A")).toBeDefined();
  });

  it("lets concurrent checks wait for a name in flight, and asks only for the rest", async () => {
    const cache = new ScryfallNameCache();
    const { lookUp, batches } = lookUpFrom({
      "Lightning Bolt": found("Lightning Bolt"),
      Counterspell: found("Counterspell"),
      Thoughtseize: found("Thoughtseize"),
    });
    const [first, second] = await Promise.all([
      cache.resolve(["Lightning Bolt", "Counterspell"], lookUp),
      cache.resolve(["Counterspell", "Thoughtseize"], lookUp),
    ]);
    expect(batches).toEqual([["Lightning Bolt", "Counterspell"], ["Thoughtseize"]]);
    expect(second.get("counterspell")).toEqual(first.get("counterspell"));
  });

  it("keeps nothing of a lookup that fails: every check waiting for it fails, and the next one asks again", async () => {
    const cache = new ScryfallNameCache();
    const failing = deferred<Map<string, Lookup>>();
    const checks = [cache.resolve(["Opt"], () => failing.promise), cache.resolve(["Opt"], async () => new Map())];
    failing.reject(new Error("Scryfall answered HTTP 503"));
    for (const check of checks) await expect(check).rejects.toThrow("HTTP 503");
    expect(cache.size).toBe(0);
    const { lookUp, batches } = lookUpFrom({ Opt: found("Opt") });
    expect((await cache.resolve(["Opt"], lookUp)).get("opt")).toMatchObject({ status: "found" });
    expect(batches).toEqual([["Opt"]]);
  });

  it("answers an incomplete lookup as a plain miss, to every check waiting, and does not keep it", async () => {
    const cache = new ScryfallNameCache();
    const incomplete = deferred<Map<string, Lookup>>();
    const checks = [
      cache.resolve(["Zzyzx Junk"], () => incomplete.promise),
      cache.resolve(["zzyzx junk"], async () => new Map()),
    ];
    incomplete.resolve(
      new Map([["Zzyzx Junk", { resolution: { status: "not-found", suggestions: ["Zzyzx"] }, cacheable: false }]]),
    );
    const answers = await Promise.all(checks);
    const plainMiss: NameResolution = { status: "not-found", suggestions: [] };
    expect(answers.map((answer) => answer.get("zzyzx junk"))).toEqual([plainMiss, plainMiss]);
    expect(cache.size).toBe(0);
  });
});
