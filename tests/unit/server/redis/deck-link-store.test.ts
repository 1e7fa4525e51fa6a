// Deck links read by one instance are read from Redis by another: the same link on either sends one
// request in all (docs/hosting.md, Deck links). A value in another shape under the key is a miss.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeckLinkReader } from "@/server/deck-links/deck-link-reader";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { RedisDeckLinkStore } from "@/server/redis/deck-link-store";
import { redisServerForTests } from "../../../support/redis-server";
import { DECK_LINKS, deckSitesEnv, serveFakeDeckSites, type FakeDeckSites } from "../../../support/fake-deck-sites";

const redis = redisServerForTests();
let sites: FakeDeckSites;

beforeAll(async () => {
  sites = await serveFakeDeckSites();
});
afterAll(() => sites.close());

const instance = (store: RedisDeckLinkStore) =>
  new DeckLinkReader(
    { ...deckSitesEnv(sites.url), DECK_LINK_TIMEOUT_MS: 8000 },
    { scryfallQueue: new ScryfallRequestQueue(), shared: store },
  );

describe("RedisDeckLinkStore", () => {
  it("gives a deck one instance read to another, which sends no request", async () => {
    const [{ link: first }, { link: second }] = await Promise.all([redis.link(), redis.link()]);
    sites.requests.length = 0;
    const read = await instance(new RedisDeckLinkStore(first, 60_000)).read(DECK_LINKS.archidektSixty);
    const again = await instance(new RedisDeckLinkStore(second, 60_000)).read(DECK_LINKS.archidektSixty);
    expect(read.ok).toBe(true);
    expect(again).toEqual(read);
    expect(sites.requests).toHaveLength(1);
  });

  it("reads a value in another shape under the key as a miss, and Redis stays up", async () => {
    const { link } = await redis.link();
    await link.client.set("2hg:deck-link:v1:archidekt:1002", "{not json");
    const store = new RedisDeckLinkStore(link, 60_000);
    expect(await store.get("archidekt:1002")).toBeUndefined();
    expect(await link.status()).toBe("up");
  });
});
