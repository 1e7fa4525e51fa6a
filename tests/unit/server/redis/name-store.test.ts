import { describe, expect, it } from "vitest";
import { RedisNameStore } from "@/server/redis/name-store";
import { ScryfallNameCache, type Lookup } from "@/server/cards/scryfall-name-cache";
import { isDeckCard, scryfallCardSchema, toCard } from "@/lib/cards/scryfall-card";
import type { NameResolution } from "@/lib/cards/source";
import { redisServerForTests } from "../../../support/redis-server";
import { sharedCard } from "../../../support/shared-cards";

const redis = redisServerForTests();

/** A real card, as the live source makes it from Scryfall's object. */
function found(name: string): NameResolution {
  const raw = scryfallCardSchema.parse(sharedCard(name));
  if (!isDeckCard(raw)) throw new Error(`${name} is not a deck card`);
  return { status: "found", card: toCard(raw) };
}

/** A lookup that answers from `book` and records each batch of names it was asked. */
function lookUpFrom(book: Record<string, NameResolution>) {
  const batches: string[][] = [];
  const lookUp = async (names: string[]) => {
    batches.push(names);
    return new Map<string, Lookup>(
      names.map((name) => [
        name,
        { resolution: book[name] ?? { status: "not-found", suggestions: [] }, cacheable: true },
      ]),
    );
  };
  return { lookUp, batches };
}

describe("RedisNameStore", () => {
  it("gives one instance's lookups to another by folded name, and a found card by its Oracle name too", async () => {
    const [first, second] = await Promise.all([redis.link(), redis.link()]);
    const one = new ScryfallNameCache({ shared: new RedisNameStore(first.link) });
    const other = new ScryfallNameCache({ shared: new RedisNameStore(second.link) });
    const book = {
      "Lightning Bolt": found("Lightning Bolt"),
      Fire: found("Fire // Ice"),
      "Lightning Bolf": { status: "not-found" as const, suggestions: ["Lightning Bolt"] },
    };
    const asked = lookUpFrom(book);
    await one.resolve(["Lightning Bolt", "Fire", "Lightning Bolf"], asked.lookUp);

    const again = lookUpFrom(book);
    const answers = await other.resolve(
      ["LIGHTNING BOLT", "Fire // Ice", "lightning bolf", "Counterspell"],
      again.lookUp,
    );
    expect(again.batches).toEqual([["Counterspell"]]);
    expect(answers.get("lightning bolt")).toEqual(book["Lightning Bolt"]);
    expect(answers.get("fire // ice")).toEqual(book.Fire);
    expect(answers.get("lightning bolf")).toEqual(book["Lightning Bolf"]);
  });

  it("keeps found cards 24 hours and misses an hour", async () => {
    const { link } = await redis.link();
    const cache = new ScryfallNameCache({ shared: new RedisNameStore(link) });
    await cache.resolve(["Opt", "Qwxzv Plorbnik"], lookUpFrom({ Opt: found("Opt") }).lookUp);
    const ttls = await Promise.all(["opt", "qwxzv plorbnik"].map((name) => link.client.pTTL(`2hg:card:v6:${name}`)));
    expect(ttls[0]).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(ttls[1]).toBeGreaterThan(3_600_000 - 60_000);
    expect(ttls[1]).toBeLessThanOrEqual(3_600_000);
  });

  it("reads anything but a resolution it wrote as a miss", async () => {
    const { link } = await redis.link();
    await link.client.set("2hg:card:v6:opt", "not json");
    await link.client.set("2hg:card:v6:consider", JSON.stringify({ status: "found", card: { name: "Consider" } }));
    const known = await new RedisNameStore(link).read(["Opt", "Consider"]);
    expect(known.size).toBe(0);
  });

  it("misses and skips writes while Redis is down, so the instance asks Scryfall itself", async () => {
    const { link } = await redis.link();
    const cache = new ScryfallNameCache({ shared: new RedisNameStore(link) });
    await redis.server().stop();
    try {
      const asked = lookUpFrom({ Opt: found("Opt") });
      const answers = await cache.resolve(["Opt"], asked.lookUp);
      expect(asked.batches).toEqual([["Opt"]]);
      expect(answers.get("opt")).toEqual(found("Opt"));
    } finally {
      await redis.server().restart();
    }
  });
});
