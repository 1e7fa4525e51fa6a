// Next.js loads lib/ once per module graph (instrumentation, each route, each page) in one process.
// These tests load the live source's modules twice, as Next.js does, and check that both copies
// share one cache, one set of lookups in flight and one rate-limit pace, and that a failure seen
// through the other copy still arrives as this copy's CardDataUnavailableError.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeScryfall } from "../../fixtures/scryfall/fake-scryfall";
import { fakeScryfallHandlers } from "../../fixtures/scryfall/msw-scryfall";
import { sharedCards } from "../../fixtures/scryfall/shared-cards";

const API = "https://scryfall.test";
const server = setupServer();
let fake: FakeScryfall;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  fake = new FakeScryfall(sharedCards());
  server.use(...fakeScryfallHandlers(fake, API));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Copy = {
  source: typeof import("../../../lib/cards/scryfall-source");
  errors: typeof import("../../../lib/cards/source");
  cache: typeof import("../../../lib/cards/scryfall-name-cache");
};

/** A fresh copy of the live source's module graph, like one more Next.js entry. */
async function loadCopy(): Promise<Copy> {
  vi.resetModules();
  return {
    source: await import("../../../lib/cards/scryfall-source"),
    errors: await import("../../../lib/cards/source"),
    cache: await import("../../../lib/cards/scryfall-name-cache"),
  };
}

describe("the live source across module copies", () => {
  it("loads distinct copies (the premise of these tests)", async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    expect(first.source.ScryfallCardSource).not.toBe(second.source.ScryfallCardSource);
    expect(first.errors.CardDataUnavailableError).not.toBe(second.errors.CardDataUnavailableError);
  });

  it("shares one cache: a name one copy looked up costs the other no request", async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    first.cache.processWideNameCache().clear();
    await new first.source.ScryfallCardSource({ apiUrl: API }).resolveNames(["Counterspell"]);
    const asked = fake.requests.length;
    const result = await new second.source.ScryfallCardSource({ apiUrl: API }).resolveNames(["Counterspell"]);
    expect(result.get("Counterspell")).toMatchObject({ status: "found", card: { name: "Counterspell" } });
    expect(fake.requests).toHaveLength(asked);
  });

  it("shares lookups in flight, and a shared failure is this copy's CardDataUnavailableError", async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    first.cache.processWideNameCache().clear();
    let requests = 0;
    server.use(
      http.post(`${API}/cards/collection`, () => {
        requests++;
        return HttpResponse.json({}, { status: 502 });
      }),
    );
    const original = new first.source.ScryfallCardSource({ apiUrl: API }).resolveNames(["Thoughtseize"]);
    const waiting = new second.source.ScryfallCardSource({ apiUrl: API }).resolveNames(["Thoughtseize"]);
    await expect(original).rejects.toBeInstanceOf(first.errors.CardDataUnavailableError);
    await expect(waiting).rejects.toBeInstanceOf(second.errors.CardDataUnavailableError);
    await expect(waiting).rejects.toThrow(/HTTP 502/);
    expect(requests).toBe(1);
  });

  it("keeps one pace: the second copy's request starts Scryfall's 500 ms after the first copy's", async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    first.cache.processWideNameCache().clear();
    const starts: number[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      starts.push(performance.now());
      return globalThis.fetch(input, init);
    };
    await new first.source.ScryfallCardSource({ apiUrl: API, fetch }).resolveNames(["Fatal Push"]);
    await new second.source.ScryfallCardSource({ apiUrl: API, fetch }).resolveNames(["Cut Down"]);
    expect(fake.requestsTo("/cards/collection")).toHaveLength(2);
    const [one = 0, two = 0] = starts;
    expect(two - one).toBeGreaterThanOrEqual(499);
  });
});
