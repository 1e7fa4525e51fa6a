// Deck links read from local stand-ins of Archidekt, Moxfield and Scryfall (tests/support/fake-deck-sites.ts):
// the same deck from each site, every failure as its code, the guards (no other host, no second request),
// and POST /api/validate with `decks[].url`, its refusals and its share link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseDecklist } from "@/lib/decklist/parse";
import { decodeShare } from "@/lib/share/decode";
import { checkTeam } from "@/lib/check/check-team";
import { DeckLinkReader, type DeckLinkConfig, type ReadLink } from "@/server/deck-links/deck-link-reader";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { DECK_LINKS, deckSitesEnv, serveFakeDeckSites, type FakeDeckSites } from "../support/fake-deck-sites";
import { sharedCardSource } from "../support/shared-source";

let sites: FakeDeckSites;

beforeAll(async () => {
  sites = await serveFakeDeckSites();
});
afterAll(() => sites.close());
beforeEach(() => {
  sites.requests.length = 0;
});

function readerWith(overrides: Partial<DeckLinkConfig> = {}): DeckLinkReader {
  const config: DeckLinkConfig = { ...deckSitesEnv(sites.url), DECK_LINK_TIMEOUT_MS: 8000, ...overrides };
  return new DeckLinkReader(config, { scryfallQueue: new ScryfallRequestQueue() });
}

async function readList(reader: DeckLinkReader, link: string) {
  const read = await reader.read(link);
  if (!read.ok) throw new Error(`${link}: ${read.failure}`);
  return read;
}

/** Each zone's cards as name → copies, printings aside. */
function zones(list: string) {
  const decklist = parseDecklist(list);
  const counted = (entries: { name: string; quantity: number }[]) =>
    Object.fromEntries(entries.map((entry) => [entry.name, entry.quantity]));
  const total = (entries: { quantity: number }[]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return {
    commander: counted(decklist.commander),
    companion: counted(decklist.companion),
    main: counted(decklist.main),
    sideboard: counted(decklist.sideboard),
    cards: total(decklist.commander) + total(decklist.companion) + total(decklist.main) + total(decklist.sideboard),
    unparsed: decklist.unparsed,
  };
}

describe("a deck read from each site", () => {
  it("gives the same 101 cards of a partner Commander deck with a companion in the same zones, maybeboards left out", async () => {
    const reader = readerWith();
    const [archidekt, moxfield, scryfall] = (await Promise.all(
      [DECK_LINKS.archidektPartners, DECK_LINKS.moxfieldPartners, DECK_LINKS.scryfallPartners].map((link) =>
        readList(reader, link),
      ),
    )) as [ReadLink, ReadLink, ReadLink];
    const fromArchidekt = zones(archidekt.list);
    expect(fromArchidekt.cards).toBe(101);
    expect(fromArchidekt.commander).toEqual({ "Ishai, Ojutai Dragonspeaker": 1, "Tormod, the Desecrator": 1 });
    expect(fromArchidekt.companion).toEqual({ "Lurrus of the Dream-Den": 1 });
    expect(fromArchidekt.sideboard).toEqual({});
    expect(fromArchidekt.main).toMatchObject({ Island: 23, Plains: 23, Swamp: 22, "Jötun Grunt": 1 });
    // The maybeboard (Counterspell, Swords to Plowshares) and a card deleted on Archidekt are not the deck.
    expect(fromArchidekt.main).not.toHaveProperty("Counterspell");
    expect(fromArchidekt.main).not.toHaveProperty("Swords to Plowshares");
    expect(fromArchidekt.unparsed).toEqual([]);
    expect(zones(moxfield.list)).toEqual(fromArchidekt);
    expect(zones(scryfall.list)).toEqual(fromArchidekt);
    expect(archidekt.source).toMatchObject({
      site: "archidekt",
      url: "https://archidekt.com/decks/1001",
      name: "Ishai & Tormod Lurrus",
      author: "alice_brews",
    });
    expect(moxfield.source).toMatchObject({ site: "moxfield", name: "Ishai & Tormod Lurrus", author: "alice_brews" });
    expect(scryfall.source).toMatchObject({ site: "scryfall", author: "alice_brews" });
  });

  it("reads a 60-card deck's sideboard, and leaves its maybeboard out, from each site", async () => {
    const reader = readerWith();
    for (const link of [DECK_LINKS.archidektSixty, DECK_LINKS.moxfieldSixty, DECK_LINKS.scryfallSixty]) {
      const read = zones((await readList(reader, link)).list);
      const copies = (zone: Record<string, number>) => Object.values(zone).reduce((sum, count) => sum + count, 0);
      expect(copies(read.main), link).toBe(60);
      expect(read.sideboard, link).toEqual({ Duress: 4, Negate: 4, Annul: 3, "Death Watch": 4 });
      expect(read.main, link).not.toHaveProperty("Counterspell");
    }
  });

  it("sends the site's path built from the deck id, and Moxfield exactly the User-Agent it granted", async () => {
    await readList(readerWith(), DECK_LINKS.moxfieldSixty);
    await readList(readerWith(), DECK_LINKS.archidektSixty);
    expect(sites.requests.map(({ site, path }) => ({ site, path }))).toEqual([
      { site: "moxfield", path: "/v2/decks/all/Sx60dimirTempoDeck00001" },
      { site: "archidekt", path: "/api/decks/1002/" },
    ]);
    expect(sites.requests[0]!.headers["user-agent"]).toBe("2HGDeckCheck-tests/1.0 (granted)");
    expect(sites.requests[1]!.headers["user-agent"]).toMatch(/^2HGDeckCheck\//);
  });

  it("reads each deck link once for a few minutes: the same link again sends no request", async () => {
    const reader = readerWith();
    const first = await readList(reader, DECK_LINKS.archidektPartners);
    const [again, atOnce] = await Promise.all([
      reader.read(DECK_LINKS.archidektPartners),
      reader.read("https://www.archidekt.com/decks/1001"),
    ]);
    expect(again).toEqual(first);
    expect(atOnce).toEqual(first);
    expect(sites.requests).toHaveLength(1);
  });
});

describe("a deck link that gives no deck", () => {
  it.each([
    [DECK_LINKS.archidektPrivate, "deck-link-private", "archidekt"],
    [DECK_LINKS.moxfieldPrivate, "deck-link-private", "moxfield"],
    [DECK_LINKS.archidektMissing, "deck-link-not-found", "archidekt"],
    [DECK_LINKS.scryfallMissing, "deck-link-not-found", "scryfall"],
    [DECK_LINKS.archidektChallenge, "deck-link-refused", "archidekt"],
    [DECK_LINKS.archidektOversized, "deck-link-too-large", "archidekt"],
  ])("%s is %s", async (link, failure, site) => {
    expect(await readerWith().read(link)).toEqual({ ok: false, failure, site });
  });

  it("is a timeout when the site does not answer in time (the site gives the request up)", async () => {
    const abandoned = sites.abandoned();
    const read = await readerWith({ DECK_LINK_TIMEOUT_MS: 200 }).read(DECK_LINKS.archidektSlow);
    expect(read).toEqual({ ok: false, failure: "deck-link-timeout", site: "archidekt" });
    await abandoned;
  });

  it("sends no request at all for another host, a site that refuses servers, or Moxfield without its permission", async () => {
    const reader = readerWith({ MOXFIELD_USER_AGENT: undefined });
    expect(await reader.read(`${sites.url}/archidekt/api/decks/1001/`)).toEqual({
      ok: false,
      failure: "deck-link-unsupported",
      site: null,
    });
    expect(await reader.read("https://archidekt.com.example.org/decks/1001")).toMatchObject({
      failure: "deck-link-unsupported",
    });
    expect(await reader.read("https://www.mtggoldfish.com/deck/6543210")).toEqual({
      ok: false,
      failure: "deck-link-refused",
      site: "mtggoldfish",
    });
    expect(await reader.read(DECK_LINKS.moxfieldPartners)).toEqual({
      ok: false,
      failure: "deck-link-needs-permission",
      site: "moxfield",
    });
    expect(sites.requests).toEqual([]);
  });

  it("is never fetched over plain http from a host other than this machine", async () => {
    const reader = readerWith({ ARCHIDEKT_URL: "http://archidekt.example.org" });
    expect(await reader.read(DECK_LINKS.archidektPartners)).toMatchObject({ ok: false });
    expect(sites.requests).toEqual([]);
  });
});

describe("POST /api/validate with deck links", () => {
  const post = (body: unknown, reader = readerWith()) =>
    sharedCardSource().then((source) =>
      handleValidateRequest(
        new Request("http://127.0.0.1/api/validate", { method: "POST", body: JSON.stringify(body) }),
        { cardSource: async () => source, deckLinks: reader },
      ),
    );

  it("checks decks read from links, says where each was read, and links to the lists as read", async () => {
    const response = await post({
      format: "commander",
      decks: [
        { name: "Alice", url: DECK_LINKS.archidektPartners },
        { name: "Bob", list: DECK_LINKS.scryfallPartners },
      ],
    });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.decks[0]).toMatchObject({
      name: "Alice",
      commander: [{ name: "Ishai, Ojutai Dragonspeaker" }, { name: "Tormod, the Desecrator" }],
      companion: [{ name: "Lurrus of the Dream-Den" }],
      source: { site: "archidekt", url: "https://archidekt.com/decks/1001", author: "alice_brews" },
    });
    expect(report.decks[0].mainCount).toBe(98);
    expect(report.decks[1].source).toMatchObject({ site: "scryfall" });

    // The share link carries the lists as read and their sources: it reopens with no request.
    const shared = decodeShare(new URL(report.share, "http://127.0.0.1").searchParams.get("d"));
    if (!shared.success) throw new Error(shared.code);
    expect(shared.data.decks[0]!.list).not.toContain("archidekt.com");
    expect(shared.data.decks[0]!.source).toEqual(report.decks[0].source);
    sites.requests.length = 0;
    const reopened = await checkTeam(shared.data, await sharedCardSource());
    expect(reopened.ok && reopened.report.decks.map((deck) => deck.source?.site)).toEqual(["archidekt", "scryfall"]);
    expect(reopened.ok && reopened.report.decks[0]!.mainCount).toBe(98);
    expect(sites.requests).toEqual([]);
  });

  it("refuses a deck with both a url and a list, naming decks.N.url", async () => {
    const response = await post({
      format: "modern",
      decks: [
        { name: "Alice", url: DECK_LINKS.archidektSixty, list: "4 Duress" },
        { name: "Bob", list: "60 Island" },
      ],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("decks.0.url: give a deck's url or its list, not both");
  });

  it("refuses a link that gives no deck with a 400 naming the field and the deck, in the language asked for", async () => {
    const response = await post({
      format: "modern",
      language: "ja",
      decks: [
        { name: "Bob", list: "60 Island" },
        { name: "Alice", url: DECK_LINKS.archidektPrivate },
      ],
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("bad-request");
    expect(error.message).toBe(
      "decks.1.url：ArchidektにあるAliceのデッキは非公開です。Archidektで公開または限定公開にするか、そこで「エクスポート → テキスト」を使い、リストをここに貼り付けてください",
    );
  });

  it("ignores a source sent beside a list: only a link read says where a list came from", async () => {
    const response = await post({
      format: "modern",
      decks: [
        {
          list: "60 Island",
          source: {
            site: "archidekt",
            url: "https://archidekt.com/decks/1",
            name: "x",
            author: null,
            readAt: "2026-11-01T00:00:00Z",
          },
        },
        { list: "60 Swamp" },
      ],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).decks[0]).not.toHaveProperty("source");
  });
});

describe("POST /api/batch with deck links", () => {
  it("reads a list cell holding a link; a link that gives no deck makes only its team invalid", async () => {
    const { handleBatchRequest } = await import("@/server/http/batch-handler");
    const source = await sharedCardSource();
    const csv = [
      "team,format,player1,list1,player2,list2",
      `Links,modern,Alice,${DECK_LINKS.archidektSixty},Bob,${DECK_LINKS.scryfallSixty}`,
      `Lost,modern,Carol,${DECK_LINKS.archidektMissing},Dan,60 Island`,
    ].join("\n");
    const response = await handleBatchRequest(
      new Request("http://127.0.0.1/api/batch", { method: "POST", headers: { "content-type": "text/csv" }, body: csv }),
      { cardSource: async () => source, deckLinks: readerWith() },
    );
    expect(response.status).toBe(200);
    const batch = await response.json();
    expect(batch.summary).toMatchObject({ teams: 2, invalid: 1 });
    expect(batch.teams[0].error).toBeUndefined();
    expect(batch.teams[1].error.message).toBe(
      "list1: Archidekt has no deck at Carol's link: check the link, or on Archidekt use Export → Text and paste the list here",
    );
  });
});
