// The live source and printed names in other languages, against a fake Scryfall holding an
// all_cards-style file's printings (real printed names from ../shared/localized).
import { readFileSync, rmSync } from "node:fs";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lookupName, printingKey } from "@/lib/cards/lookup-name";
import { ScryfallNameCache } from "@/server/cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { ScryfallCardSource, searchQueries } from "@/server/cards/scryfall-source";
import { makeAllCardsFile, printedNameRows } from "../../../support/localized-cards";
import { FakeScryfall } from "../../../support/fake-scryfall";
import { fakeScryfallHandlers } from "../../../support/msw-scryfall";
import type { RawCard } from "../../../support/shared-cards";
import { runUntilSettled, useFakeClock } from "../../../support/fake-clock";
import { temporaryFolder } from "../../../support/temporary-folders";

const API = "https://scryfall.test/v1";
const server = setupServer();

/** Sixteen cards and their Japanese printed names, as a Japanese list writes them. */
const JAPANESE: Record<string, string> = {
  "Lightning Bolt": "稲妻",
  Counterspell: "対抗呪文",
  Mountain: "山",
  Island: "島",
  Duress: "強迫",
  Thoughtseize: "思考囲い",
  Opt: "選択",
  "Monastery Swiftspear": "僧院の速槍",
  "Chaos Dragon": "混沌のドラゴン",
  "Fire // Ice": "火 // 氷",
  "Delver of Secrets // Insectile Aberration": "秘密を掘り下げる者",
  Syncopate: "中略",
  "Hero's Downfall": "英雄の破滅",
  Mulch: "根囲い",
  Plains: "平地",
  Forest: "森",
};

let dir: string;
let printings: RawCard[];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  dir = temporaryFolder("live-languages");
  printings = JSON.parse(
    readFileSync(makeAllCardsFile(dir, [...Object.keys(JAPANESE), "Coercion"]), "utf8"),
  ) as RawCard[];
}, 60_000);
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function setup(pageSize?: number, { slowMs = 5, checkTimeoutMs = 3_000 } = {}) {
  const fake = new FakeScryfall(printings, "/v1", pageSize);
  server.use(...fakeScryfallHandlers(fake, API));
  const source = new ScryfallCardSource({
    apiUrl: API,
    queue: new ScryfallRequestQueue({ intervals: { slow: slowMs, fast: 1 } }),
    requestTimeoutMs: 1_000,
    checkTimeoutMs,
    cache: new ScryfallNameCache(),
  });
  return { fake, source };
}

const oracleNames = (resolved: Map<string, { status: string; card?: { name: string } }>) =>
  [...resolved.values()].map((resolution) =>
    resolution.status === "found" ? resolution.card?.name : resolution.status,
  );

describe("ScryfallCardSource: printed names in other languages", () => {
  it("finds 16 Japanese names without set numbers with one collection and one search; a warm repeat sends nothing", async () => {
    const { fake, source } = setup();
    const names = Object.values(JAPANESE);
    expect(oracleNames(await source.resolveNames(names))).toEqual(Object.keys(JAPANESE));
    expect(fake.requests.map((request) => request.path)).toEqual(["/cards/collection", "/cards/search"]);
    expect(fake.requestsTo("/cards/search")[0]?.query.get("include_multilingual")).toBe("true");
    fake.requests.length = 0;
    await source.resolveNames(names);
    expect(fake.requests).toEqual([]);
  });

  it("follows every page of a search", async () => {
    const { fake, source } = setup(2);
    const names = Object.values(JAPANESE);
    expect(oracleNames(await source.resolveNames(names))).toEqual(Object.keys(JAPANESE));
    expect(fake.requestsTo("/cards/search").length).toBeGreaterThan(1);
    expect(
      fake
        .requestsTo("/cards/search")
        .slice(1)
        .every((request) => request.query.get("page") !== null),
    ).toBe(true);
  });

  it("asks lines with a set and number by their printing: one collection request, no search", async () => {
    const { fake, source } = setup();
    const rows = Object.entries(JAPANESE).map(([english, printed]) =>
      printedNameRows().find(
        (row) => row.name === english && row.lang === "ja" && row.printed_name.startsWith(printed),
      )!,
    );
    const lookups = rows.map((row, index) =>
      lookupName(Object.values(JAPANESE)[index]!, printingKey(row.set!, row.collector_number!)),
    );
    expect(oracleNames(await source.resolveNames(lookups))).toEqual(Object.keys(JAPANESE));
    expect(fake.requests.map((request) => request.path)).toEqual(["/cards/collection"]);
    const identifiers = (fake.requests[0]?.body as { identifiers: unknown[] }).identifiers;
    expect(identifiers[0]).toEqual({ set: rows[0]!.set, collector_number: rows[0]!.collector_number });
  });

  it("calls German Zwang ambiguous (Coercion and Duress) unless its set and number settle it", async () => {
    const { source } = setup();
    const resolved = await source.resolveNames(["Zwang", lookupName("Zwang", "7ed/131")]);
    expect([...resolved.values()]).toMatchObject([
      { status: "ambiguous", candidates: ["Coercion", "Duress"] },
      { status: "found", card: { name: "Duress" } },
    ]);
  });

  it("keeps no miss when the check's time ran out before the search: the next check asks again", async () => {
    useFakeClock();
    // The search would start 400 ms after the collection; a 600 ms check must start its last request within 100 ms.
    const { fake, source } = setup(undefined, { slowMs: 400, checkTimeoutMs: 600 });
    expect(await runUntilSettled(source.resolveNames(["稲妻"]))).toEqual(
      new Map([["稲妻", { status: "not-found", suggestions: [] }]]),
    );
    expect(fake.requests.map((request) => request.path)).toEqual(["/cards/collection"]);
    await vi.advanceTimersByTimeAsync(400);
    await runUntilSettled(source.resolveNames(["稲妻"]));
    expect(fake.requestsTo("/cards/collection")).toHaveLength(2);
  });

  it("OR-s names into queries of at most 1,000 characters", () => {
    const names = Array.from({ length: 120 }, (_, index) => `${Object.values(JAPANESE)[index % 16]}${index}`);
    const queries = searchQueries(names);
    expect(queries.length).toBeGreaterThan(1);
    for (const query of queries) expect(query.length).toBeLessThanOrEqual(1_000);
    expect(queries.join(" or ").match(/!"/g)).toHaveLength(120);
  });
});
