// Live suggestions from Scryfall's card-name catalog (docs/card-data.md, Sources): asked once a day, shared
// through Redis, no fuzzy or autocomplete request while it is at hand, and those requests again when
// it cannot be had. Answered by msw with the fake Scryfall over the shared real cards.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { NameResolution } from "@/lib/cards/source";
import type { CatalogOptions } from "@/server/cards/scryfall-catalog";
import { RedisCatalogStore } from "@/server/redis/catalog-store";
import { ScryfallNameCache } from "@/server/cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { ScryfallCardSource } from "@/server/cards/scryfall-source";
import { redisServerForTests } from "../../../support/redis-server";
import { FakeScryfall } from "../../../support/fake-scryfall";
import { fakeScryfallHandlers } from "../../../support/msw-scryfall";
import { sharedCards } from "../../../support/shared-cards";

const API = "https://scryfall.test/v1";
const server = setupServer();
const redis = redisServerForTests();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TYPOS = ["Lightnig Bolt", "Thoughtsieze", "Sheoldred, the Apocalyspe", "Counterspel", "Brainstrom"];

function setup(catalog: CatalogOptions = {}) {
  const fake = new FakeScryfall(sharedCards(), "/v1");
  server.use(...fakeScryfallHandlers(fake, API));
  const source = new ScryfallCardSource({
    apiUrl: API,
    queue: new ScryfallRequestQueue({ intervals: { slow: 5, fast: 1 } }),
    requestTimeoutMs: 1_000,
    checkTimeoutMs: 3_000,
    cache: new ScryfallNameCache(),
    catalog,
  });
  return { fake, source };
}

const paths = (fake: FakeScryfall) => fake.requests.map((request) => request.path);
const firstSuggestion = (resolution: NameResolution | undefined) =>
  resolution?.status === "not-found" ? resolution.suggestions[0] : resolution;

describe("ScryfallCardSource with the card-name catalog", () => {
  it("suggests for five misspelt names with the collection, one search and the catalog: no fuzzy, no autocomplete", async () => {
    const { fake, source } = setup();
    const resolved = await source.resolveNames(["Lightning Bolt", ...TYPOS]);
    expect(resolved.get("Lightning Bolt")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(TYPOS.map((name) => firstSuggestion(resolved.get(name)))).toEqual([
      "Lightning Bolt",
      "Thoughtseize",
      "Sheoldred, the Apocalypse",
      "Counterspell",
      "Brainstorm",
    ]);
    expect(paths(fake).sort()).toEqual(["/cards/collection", "/cards/search", "/catalog/card-names"]);
  });

  it("asks for the catalog once, and again when it is a day old", async () => {
    let now = 1_000_000;
    const { fake, source } = setup({ now: () => now });
    await source.resolveNames(["Lightnig Bolt"]);
    await source.resolveNames(["Thoughtsieze"]);
    expect(paths(fake).filter((path) => path === "/catalog/card-names")).toHaveLength(1);
    now += 24 * 60 * 60 * 1000;
    await source.resolveNames(["Brainstrom"]);
    expect(paths(fake).filter((path) => path === "/catalog/card-names")).toHaveLength(2);
  });

  it("adds the faces of split and double-faced cards, and asks for a name folded alike as the catalog writes it", async () => {
    const { fake, source } = setup();
    await source.resolveNames(["Lightnig Bolt"]);
    const resolved = await source.resolveNames(["Aberant Researcher", "Cut // Ribons", "Lorien Revealed"]);
    expect(firstSuggestion(resolved.get("Aberant Researcher"))).toBe("Aberrant Researcher");
    expect(firstSuggestion(resolved.get("Cut // Ribons"))).toBe("Cut // Ribbons");
    // Scryfall's collection is strict about accents; the catalog says how to ask.
    expect(resolved.get("Lorien Revealed")).toMatchObject({ status: "found", card: { name: "Lórien Revealed" } });
    const collections = fake.requestsTo("/cards/collection").map((request) => JSON.stringify(request.body));
    expect(collections.at(-1)).toContain("Lórien Revealed");
  });

  it("falls back on fuzzy and autocomplete requests when the catalog cannot be had", async () => {
    const { fake, source } = setup();
    server.use(http.get(`${API}/catalog/card-names`, () => HttpResponse.json({ object: "error" }, { status: 500 })));
    const resolved = await source.resolveNames(["Lightnig Bolt"]);
    expect(firstSuggestion(resolved.get("Lightnig Bolt"))).toBe("Lightning Bolt");
    expect(paths(fake)).toContain("/cards/named");
  });

  it("shares the catalog through Redis: a second instance asks Scryfall for none", async () => {
    // A loaded shared machine may take longer than the 250 ms an operation gets in production.
    const patient = { operationTimeoutMs: 10_000 };
    const [first, second] = await Promise.all([redis.link(patient), redis.link(patient)]);
    const one = setup({ shared: new RedisCatalogStore(first.link) });
    await one.source.resolveNames(["Lightnig Bolt"]);
    expect(paths(one.fake)).toContain("/catalog/card-names");
    const other = setup({ shared: new RedisCatalogStore(second.link) });
    const resolved = await other.source.resolveNames(["Thoughtsieze"]);
    expect(firstSuggestion(resolved.get("Thoughtsieze"))).toBe("Thoughtseize");
    expect(paths(other.fake)).not.toContain("/catalog/card-names");
    expect(paths(other.fake)).not.toContain("/cards/named");
  });
});
