import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "@/server/config";
import { SCRYFALL_ACCEPT } from "@/server/cards/scryfall-http";
import { ScryfallNameCache } from "@/server/cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { ScryfallCardSource, type ScryfallSourceOptions } from "@/server/cards/scryfall-source";
import { createCardSource, planCardSource } from "@/server/cards/select-source";
import { CardDataUnavailableError, type NameResolution } from "@/lib/cards/source";
import { FakeScryfall } from "../../../support/fake-scryfall";
import { fakeScryfallHandlers } from "../../../support/msw-scryfall";
import { sharedCards, sharedDeckCardNames } from "../../../support/shared-cards";
import { runUntilSettled, useFakeClock } from "../../../support/fake-clock";
import { temporaryFolder } from "../../../support/temporary-folders";

const API = "https://scryfall.test/v1";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A source on its own fast queue and cache, answered by a fake Scryfall over the shared real cards. */
function setup(options: Partial<ScryfallSourceOptions> = {}) {
  const fake = new FakeScryfall(sharedCards(), "/v1");
  server.use(...fakeScryfallHandlers(fake, API));
  const cache = options.cache ?? new ScryfallNameCache();
  const source = new ScryfallCardSource({
    apiUrl: API,
    queue: new ScryfallRequestQueue({ intervals: { slow: 5, fast: 1 } }),
    requestTimeoutMs: 1_000,
    checkTimeoutMs: 3_000,
    cache,
    ...options,
  });
  return { fake, source, cache };
}

const identifiersOf = (body: unknown) =>
  (body as { identifiers: { name: string }[] }).identifiers.map(({ name }) => name);

function expectFound(resolution: NameResolution | undefined, name: string): void {
  expect(resolution).toMatchObject({ status: "found", card: { name } });
}

/** Real deck-card names without a split separator, so Scryfall's collection finds each in one request. */
const plainNames = (count: number, skip = 0) =>
  sharedDeckCardNames()
    .filter((name) => !name.includes("/"))
    .slice(skip, skip + count);

describe("ScryfallCardSource: batching", () => {
  it("resolves up to 75 distinct names with one /cards/collection request", async () => {
    const { fake, source } = setup();
    const names = plainNames(75);
    const result = await source.resolveNames(names);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: "POST", path: "/cards/collection" });
    expect(identifiersOf(fake.requests[0]?.body)).toEqual(names);
    for (const name of names) expectFound(result.get(name), name);
  });

  it("splits 76 names into two requests, and 150 names into two requests of 75", async () => {
    const first = setup();
    await first.source.resolveNames(plainNames(76));
    expect(first.fake.requestsTo("/cards/collection").map((request) => identifiersOf(request.body).length)).toEqual([
      75, 1,
    ]);

    const second = setup();
    const result = await second.source.resolveNames(plainNames(150, 100));
    expect(second.fake.requestsTo("/cards/collection").map((request) => identifiersOf(request.body).length)).toEqual([
      75, 75,
    ]);
    expect([...result.values()].every((resolution) => resolution.status === "found")).toBe(true);
  });

  it("asks once per name key and answers every spelling as passed in", async () => {
    const { fake, source } = setup();
    const result = await source.resolveNames(["Lightning Bolt", "lightning bolt", "LIGHTNING  BOLT"]);
    expect(identifiersOf(fake.requests[0]?.body)).toEqual(["Lightning Bolt"]);
    expect([...result.keys()]).toEqual(["Lightning Bolt", "lightning bolt", "LIGHTNING  BOLT"]);
    for (const resolution of result.values()) expectFound(resolution, "Lightning Bolt");
  });

  it("matches a face name and a split spelling to the full Oracle name, never by position", async () => {
    const { source } = setup();
    const result = await source.resolveNames([
      "Not A Real Card Name",
      "Bala Ged Recovery",
      "Akki Lavarunner",
      "Sol Ring",
    ]);
    expectFound(result.get("Bala Ged Recovery"), "Bala Ged Recovery // Bala Ged Sanctuary");
    expectFound(result.get("Akki Lavarunner"), "Akki Lavarunner // Tok-Tok, Volcano Born");
    expectFound(result.get("Sol Ring"), "Sol Ring");
    expect(result.get("Not A Real Card Name")?.status).toBe("not-found");
  });

  it("asks again by front face when the collection misses a full multi-face name (Struggle // Survive bug)", async () => {
    const { fake, source } = setup();
    const result = await source.resolveNames(["Cut // Ribbons", "Fire/Ice", "Opt"]);
    expectFound(result.get("Cut // Ribbons"), "Cut // Ribbons");
    expectFound(result.get("Fire/Ice"), "Fire // Ice");
    const collections = fake.requestsTo("/cards/collection").map((request) => identifiersOf(request.body));
    expect(collections).toEqual([
      ["Cut // Ribbons", "Fire/Ice", "Opt"],
      ["Cut", "Fire"],
    ]);
  });

  it("never matches a token, emblem or art card", async () => {
    const { source } = setup();
    const result = await source.resolveNames(["Food", "The Monarch"]);
    expect(result.get("Food")?.status).toBe("not-found");
    expect(result.get("The Monarch")?.status).toBe("not-found");
  });

  it("reports itself as live Scryfall data with no date", () => {
    expect(setup().source.info).toEqual({ source: "scryfall", updatedAt: null });
  });
});

describe("ScryfallCardSource: cache and sharing", () => {
  it("answers a second identical check with no request", async () => {
    const { fake, source } = setup();
    const names = [...plainNames(20), "Bala Ged Recovery", "Lightning Bolf"];
    const first = await source.resolveNames(names);
    const asked = fake.requests.length;
    const second = await source.resolveNames(names);
    expect(fake.requests).toHaveLength(asked);
    expect(second).toEqual(first);
  });

  it("remembers a card found by face name under its full Oracle name too", async () => {
    const { fake, source } = setup();
    await source.resolveNames(["Bala Ged Recovery"]);
    const asked = fake.requests.length;
    expectFound(
      (await source.resolveNames(["Bala Ged Recovery // Bala Ged Sanctuary"])).get(
        "Bala Ged Recovery // Bala Ged Sanctuary",
      ),
      "Bala Ged Recovery // Bala Ged Sanctuary",
    );
    expect(fake.requests).toHaveLength(asked);
  });

  it("shares one request between two concurrent checks of the same names", async () => {
    const { fake, source } = setup();
    const names = plainNames(60);
    const [first, second] = await Promise.all([source.resolveNames(names), source.resolveNames([...names].reverse())]);
    expect(fake.requestsTo("/cards/collection")).toHaveLength(1);
    for (const name of names) expect(second.get(name)).toEqual(first.get(name));
  });

  it("lets a concurrent check wait for names in flight and ask only for the rest", async () => {
    const { fake, source } = setup();
    const [first, second] = await Promise.all([
      source.resolveNames(["Lightning Bolt", "Counterspell"]),
      source.resolveNames(["Counterspell", "Thoughtseize"]),
    ]);
    expect(fake.requestsTo("/cards/collection").map((request) => identifiersOf(request.body))).toEqual([
      ["Lightning Bolt", "Counterspell"],
      ["Thoughtseize"],
    ]);
    expectFound(first.get("Counterspell"), "Counterspell");
    expectFound(second.get("Counterspell"), "Counterspell");
    expectFound(second.get("Thoughtseize"), "Thoughtseize");
  });
});

describe("ScryfallCardSource: names Scryfall does not find", () => {
  it("offers the fuzzy match and autocompletions as suggestions, never as the card", async () => {
    const { fake, source } = setup();
    const result = await source.resolveNames(["Lightning Bolf"]);
    expect(result.get("Lightning Bolf")).toEqual({ status: "not-found", suggestions: ["Lightning Bolt"] });
    // A name the collection misses may be printed in another language: one search, then suggestions.
    expect(fake.requests.map((request) => request.path)).toEqual([
      "/cards/collection",
      "/cards/search",
      "/cards/named",
      "/cards/autocomplete",
    ]);
    expect(fake.requestsTo("/cards/named")[0]?.query.get("fuzzy")).toBe("Lightning Bolf");
  });

  it("takes a fuzzy match only when it is the same card by our name rules (accents)", async () => {
    const { source } = setup();
    const result = await source.resolveNames(["Lorien Revealed"]);
    expectFound(result.get("Lorien Revealed"), "Lórien Revealed");
  });

  it("adds autocompletions after the fuzzy match", async () => {
    const { source } = setup();
    const result = await source.resolveNames(["Jace, the Mind Sculpter"]);
    expect(result.get("Jace, the Mind Sculpter")).toEqual({
      status: "not-found",
      suggestions: ["Jace, the Mind Sculptor"],
    });
    const prefix = await source.resolveNames(["Jace Bel"]);
    expect(prefix.get("Jace Bel")).toEqual({ status: "not-found", suggestions: ["Jace Beleren"] });
  });

  it("makes a name ambiguous when fuzzy lookup says so and autocomplete lists the candidates", async () => {
    const { source } = setup();
    const result = await source.resolveNames(["Jace"]);
    expect(result.get("Jace")).toEqual({
      status: "ambiguous",
      candidates: ["Jace Beleren", "Jace, the Mind Sculptor", "Jace, the Perfected Mind", "Jace, Wielder of Mysteries"],
    });
  });

  it("gives no suggestions for junk, and remembers the miss", async () => {
    const { fake, source } = setup();
    expect((await source.resolveNames(["Qwxzv Plorbnik"])).get("Qwxzv Plorbnik")).toEqual({
      status: "not-found",
      suggestions: [],
    });
    const asked = fake.requests.length;
    await source.resolveNames(["qwxzv plorbnik"]);
    expect(fake.requests).toHaveLength(asked);
  });

  it("looks up suggestions for at most maxSuggestionLookups names per check, and does not remember the rest", async () => {
    const { fake, source } = setup({ maxSuggestionLookups: 3 });
    const junk = Array.from({ length: 12 }, (_, index) => `Zzyzx Junk ${index}`);
    const result = await source.resolveNames(junk);
    expect(fake.requestsTo("/cards/collection")).toHaveLength(1);
    expect(fake.requestsTo("/cards/named")).toHaveLength(3);
    expect(fake.requestsTo("/cards/autocomplete")).toHaveLength(3);
    expect([...result.values()].every((resolution) => resolution.status === "not-found")).toBe(true);

    await source.resolveNames(junk);
    const secondCollection = fake.requestsTo("/cards/collection")[1];
    expect(identifiersOf(secondCollection?.body)).toEqual(junk.slice(3));
  });

  it("sends no request for an empty name or one longer than any card name", async () => {
    const { fake, source } = setup();
    const long = "x".repeat(400);
    const result = await source.resolveNames(["", long]);
    expect(result.get("")).toEqual({ status: "not-found", suggestions: [] });
    expect(result.get(long)).toEqual({ status: "not-found", suggestions: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps the names it found when there is no time left for suggestions", async () => {
    useFakeClock();
    const { fake, source } = setup({
      // Collection at 0 ms, then fuzzy lookups at 400, 800 and 1,200; the last start worth making is 1,500.
      queue: new ScryfallRequestQueue({ intervals: { slow: 400, fast: 1 } }),
      checkTimeoutMs: 2_000,
      requestTimeoutMs: 1_000,
    });
    const junk = Array.from({ length: 5 }, (_, index) => `Lightning Bol${"fghij"[index]}`);
    const result = await runUntilSettled(source.resolveNames(["Opt", ...junk]));
    expectFound(result.get("Opt"), "Opt");
    const named = fake.requestsTo("/cards/named").length;
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThan(5);
    expect(junk.filter((name) => result.get(name)?.status === "not-found")).toEqual(junk);
  });
});

describe("ScryfallCardSource: failures", () => {
  /** Checks that `failure` throws CardDataUnavailableError, caches nothing, and a later check with a healthy Scryfall works. */
  async function expectUnavailableThenRecovers(
    failure: Parameters<typeof server.use>[0],
    options: Partial<ScryfallSourceOptions> = {},
  ) {
    const { fake, source, cache } = setup(options);
    server.use(failure);
    await expect(source.resolveNames(["Lightning Bolt", "Lightning Bolf"])).rejects.toBeInstanceOf(
      CardDataUnavailableError,
    );
    expect(cache.size).toBe(0);
    server.resetHandlers(...fakeScryfallHandlers(fake, API));
    const result = await source.resolveNames(["Lightning Bolt", "Lightning Bolf"]);
    expectFound(result.get("Lightning Bolt"), "Lightning Bolt");
    return { fake, source, cache };
  }

  it("throws on HTTP 500 and caches nothing", async () => {
    await expectUnavailableThenRecovers(
      http.post(`${API}/cards/collection`, () => HttpResponse.json({}, { status: 500 })),
    );
  });

  it("throws when Scryfall cannot be reached", async () => {
    await expectUnavailableThenRecovers(http.post(`${API}/cards/collection`, () => HttpResponse.error()));
  });

  it("throws when a request outlasts its time limit", async () => {
    // A Scryfall that never answers: only the request's own time limit ends the check.
    await expectUnavailableThenRecovers(
      http.post(`${API}/cards/collection`, async () => {
        await delay("infinite");
        return HttpResponse.json({ object: "list", data: [], not_found: [] });
      }),
      { requestTimeoutMs: 100 },
    );
  });

  it("throws on a body that is not JSON", async () => {
    await expectUnavailableThenRecovers(
      http.post(`${API}/cards/collection`, () => HttpResponse.text("<html>Bad gateway</html>")),
    );
  });

  it("throws on JSON that is not a Scryfall list", async () => {
    await expectUnavailableThenRecovers(
      http.post(`${API}/cards/collection`, () => HttpResponse.json({ object: "list", data: [{ oops: true }] })),
    );
  });

  it("throws on a malformed fuzzy answer, after the collection succeeded, and caches none of it", async () => {
    await expectUnavailableThenRecovers(http.get(`${API}/cards/named`, () => HttpResponse.json({ object: "card" })));
  });

  it("throws at once on HTTP 429 whose Retry-After outlasts the check, and holds every request until then", async () => {
    useFakeClock();
    const { fake, source, cache } = setup({ checkTimeoutMs: 800 });
    server.use(
      http.post(
        `${API}/cards/collection`,
        () => new HttpResponse(null, { status: 429, headers: { "Retry-After": "1" } }),
      ),
    );
    const started = performance.now();
    await expect(runUntilSettled(source.resolveNames(["Opt"]))).rejects.toThrow(/HTTP 429/);
    expect(performance.now()).toBe(started);
    expect(cache.size).toBe(0);

    server.resetHandlers(...fakeScryfallHandlers(fake, API));
    await expect(source.resolveNames(["Opt"])).rejects.toBeInstanceOf(CardDataUnavailableError);
    expect(fake.requests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1_000);
    expectFound((await runUntilSettled(source.resolveNames(["Opt"]))).get("Opt"), "Opt");
    expect(fake.requests[0]?.at).toBe(started + 1_000);
  });

  it("waits out a short Retry-After and retries once", async () => {
    useFakeClock();
    const { fake, source } = setup();
    let refused = 0;
    server.use(
      http.post(`${API}/cards/collection`, () => {
        if (refused++ > 0) return undefined; // fall through to the fake Scryfall
        return new HttpResponse(null, { status: 429, headers: { "Retry-After": "0.2" } });
      }),
    );
    const started = performance.now();
    expectFound((await runUntilSettled(source.resolveNames(["Opt"]))).get("Opt"), "Opt");
    expect(fake.requests[0]?.at).toBe(started + 200);
  });

  it("rejects both concurrent checks sharing a failed request, and a later check asks again", async () => {
    const { fake, source, cache } = setup();
    server.use(http.post(`${API}/cards/collection`, () => HttpResponse.json({}, { status: 503 })));
    const checks = [source.resolveNames(["Opt"]), source.resolveNames(["Opt"])];
    for (const check of checks) await expect(check).rejects.toThrow(/HTTP 503/);
    expect(cache.size).toBe(0);
    server.resetHandlers(...fakeScryfallHandlers(fake, API));
    expectFound((await source.resolveNames(["Opt"])).get("Opt"), "Opt");
  });

  it("fails fast, sending nothing, when the lookup needs more requests than the time limit holds, and says so", async () => {
    useFakeClock();
    const { fake, source } = setup({
      queue: new ScryfallRequestQueue({ intervals: { slow: 400, fast: 1 } }),
      checkTimeoutMs: 600,
    });
    const started = performance.now();
    const failure = runUntilSettled(source.resolveNames(plainNames(151)));
    await expect(failure).rejects.toBeInstanceOf(CardDataUnavailableError);
    // Trying again would fail the same way: the message gives the cause, not "try again shortly".
    await expect(failure).rejects.toThrow(
      "Scryfall looks up at most 75 names a request, one request every 0.4 s: the 151 names in these lists not looked up lately need 3 requests, about 1.2 s, longer than a check may take.",
    );
    expect(performance.now()).toBe(started);
    expect(fake.requests).toHaveLength(0);
  });

  it("fails fast, sending nothing, when other checks' requests fill the time limit, and asks to try again shortly", async () => {
    useFakeClock();
    const queue = new ScryfallRequestQueue({ intervals: { slow: 400, fast: 1 } });
    const { fake, source } = setup({ queue, checkTimeoutMs: 1_000 });
    // Another check's two requests: one starts now, the other waits its turn 400 ms from now.
    const other = Promise.all([1, 2].map(() => queue.start("slow", Infinity, () => undefined)));
    const started = performance.now();
    const failure = source.resolveNames(plainNames(76));
    await expect(failure).rejects.toThrow(/rate limit would delay the lookup, .* try again shortly/);
    expect(performance.now()).toBe(started);
    expect(fake.requests).toHaveLength(0);
    await runUntilSettled(other);

    // The same two requests fit once the queue is idle.
    const idle = setup({
      queue: new ScryfallRequestQueue({ intervals: { slow: 400, fast: 1 } }),
      checkTimeoutMs: 1_000,
    });
    const result = await runUntilSettled(idle.source.resolveNames(plainNames(76)));
    expect(idle.fake.requestsTo("/cards/collection")).toHaveLength(2);
    expect([...result.values()].every((resolution) => resolution.status === "found")).toBe(true);
  });
});

describe("ScryfallCardSource: being a good API citizen", () => {
  it("sends User-Agent and Accept on every request", async () => {
    const { fake, source } = setup();
    await source.resolveNames(["Opt", "Cut // Ribbons", "Lightning Bolf", "Jace"]);
    expect(new Set(fake.requests.map((request) => request.path))).toEqual(
      new Set(["/cards/collection", "/cards/search", "/cards/named", "/cards/autocomplete"]),
    );
    for (const request of fake.requests) {
      expect(request.headers["user-agent"]).toMatch(/^2HGDeckCheck\/\d+\.\d+\.\d+$/);
      expect(request.headers.accept).toBe(SCRYFALL_ACCEPT);
    }
  });

  it("spaces request starts by at least the configured interval of their class", async () => {
    useFakeClock();
    const intervals = { slow: 60, fast: 25 };
    const starts: { path: string; at: number }[] = [];
    const { fake, source } = setup({
      queue: new ScryfallRequestQueue({ intervals }),
      fetch: (input, init) => {
        starts.push({ path: new URL(String(input)).pathname, at: performance.now() });
        return globalThis.fetch(input, init);
      },
    });
    await runUntilSettled(source.resolveNames([...plainNames(151), "Lightning Bolf", "Counterspel", "Thoughtseise"]));
    expect(fake.requestsTo("/cards/collection")).toHaveLength(3);
    const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));
    const slow = starts.filter((start) => !start.path.endsWith("/autocomplete")).map((start) => start.at);
    const fast = starts.filter((start) => start.path.endsWith("/autocomplete")).map((start) => start.at);
    // 3 collections, 1 search for the three misses, 3 fuzzy lookups.
    expect(slow).toHaveLength(7);
    expect(fast).toHaveLength(3);
    for (const gap of gaps(slow)) expect(gap).toBeGreaterThanOrEqual(intervals.slow);
    for (const gap of gaps(fast)) expect(gap).toBeGreaterThanOrEqual(intervals.fast);
  });

  it("takes its base URL from SCRYFALL_API_URL, path prefix included", async () => {
    const mirror = "https://mirror.test/scryfall";
    const fake = new FakeScryfall(sharedCards(), "/scryfall");
    server.use(...fakeScryfallHandlers(fake, mirror));
    const lines: string[] = [];
    const emptyDir = temporaryFolder("no-bulk");
    const plan = planCardSource(readConfig({ SCRYFALL_API_URL: mirror }), emptyDir);
    const source = await createCardSource(plan, (line) => lines.push(line));
    expectFound((await source.resolveNames(["Opt"])).get("Opt"), "Opt");
    expect(fake.requests.map((request) => request.path)).toEqual(["/cards/collection"]);
    expect(lines).toEqual([`card data: live Scryfall at ${mirror} (no CARD_DATA, no data/oracle-cards.compact.json)`]);
    expect(source.info).toEqual({ source: "scryfall", updatedAt: null });
  });
});

describe("ScryfallCardSource: a lookup's own time budget", () => {
  it("takes a lookup too big for one check's limit when the caller gives it the time (a batch of teams)", async () => {
    const { fake, source } = setup({
      queue: new ScryfallRequestQueue({ intervals: { slow: 400, fast: 1 } }),
      checkTimeoutMs: 600,
    });
    await expect(source.resolveNames(plainNames(151))).rejects.toThrow(/need 3 requests/);
    expect(fake.requests).toHaveLength(0);

    const result = await source.resolveNames(plainNames(151), { budgetMs: 600 + 3 * 400 });
    expect(fake.requestsTo("/cards/collection")).toHaveLength(3);
    expect([...result.values()].every((resolution) => resolution.status === "found")).toBe(true);
  });
});
