import { describe, expect, it } from "vitest";
import { checkTeam, type CheckOutcome } from "@/lib/check/check-team";
import { RedisReportStore } from "@/server/redis/report-store";
import { ReportCache, reportCacheKey } from "@/server/report-cache";
import { redisServerForTests } from "../../../support/redis-server";
import { deck, rulesCardSource } from "../../../support/rules-source";

const redis = redisServerForTests();

/** A real outcome: a team sharing Lightning Bolt, checked against the rules fixture. */
async function outcome(): Promise<CheckOutcome> {
  const team = {
    format: "modern",
    decks: [
      { name: "Alice", list: deck(["4 Lightning Bolt"], { basic: "Mountain" }) },
      { name: "Bob", list: deck(["4 Lightning Bolt"], { basic: "Mountain" }) },
    ],
  };
  return checkTeam(team, await rulesCardSource());
}

/** Two instances' report caches on the test's Redis. */
async function twoCaches() {
  const links = await Promise.all([redis.link(), redis.link()]);
  return links.map(({ link }) => new ReportCache<CheckOutcome>({ shared: new RedisReportStore(link, 600_000) }));
}

const key = reportCacheKey("2.link-from-a-busy-channel", { source: "bulk", updatedAt: "2026-11-01T00:00:00.000Z" });

/** A check that takes `ms` and counts its runs. */
function countedCheck(ms = 150) {
  const counted = { runs: 0 };
  const run = async () => {
    counted.runs += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return outcome();
  };
  return { counted, run };
}

describe("RedisReportStore", () => {
  it("makes the burst of a link on two instances cost one check, every opening getting its report", async () => {
    const [one, other] = await twoCaches();
    const { counted, run } = countedCheck();
    const openings = await Promise.all(
      Array.from({ length: 12 }, (_, index) => (index % 2 ? one! : other!).get(key, run)),
    );
    expect(counted.runs).toBe(1);
    expect(openings[0]).toMatchObject({
      ok: true,
      report: { legal: false, problems: [{ code: "team-shared-card", card: "Lightning Bolt" }] },
    });
    for (const opened of openings) expect(opened).toEqual(openings[0]);
  });

  it("keeps the report for the TTL, for an instance that opens the link later", async () => {
    const [one, other] = await twoCaches();
    const { counted, run } = countedCheck(0);
    await one!.get(key, run);
    expect(await other!.get(key, run)).toMatchObject({ ok: true });
    expect(counted.runs).toBe(1);
    const { link } = await redis.link();
    const [stored] = await link.client.keys("2hg:report:*");
    expect(await link.client.pTTL(stored!)).toBeGreaterThan(590_000);
  });

  it("never keeps a failed check: the waiting instance checks for itself, and so does the next opening", async () => {
    const [one, other] = await twoCaches();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error("card data unavailable");
    };
    const openings = await Promise.allSettled([one!.get(key, failing), other!.get(key, failing)]);
    expect(openings.map((opening) => opening.status)).toEqual(["rejected", "rejected"]);
    expect(runs).toBe(2);
    const { counted, run } = countedCheck(0);
    expect(await one!.get(key, run)).toMatchObject({ ok: true });
    expect(counted.runs).toBe(1);
  });

  it("checks again instead of trusting a stored value it cannot read", async () => {
    const [cache] = await twoCaches();
    const { link } = await redis.link();
    const { counted, run } = countedCheck(0);
    await cache!.get(key, run);
    const [stored] = await link.client.keys("2hg:report:*");
    await link.client.set(stored!, JSON.stringify({ ok: true, report: "<html>" }));
    const fresh = new ReportCache<CheckOutcome>({ shared: new RedisReportStore(link, 600_000) });
    expect(await fresh.get(key, run)).toMatchObject({ ok: true, report: { legal: false } });
    expect(counted.runs).toBe(2);
  });

  it("checks in the instance while Redis is down", async () => {
    const [cache] = await twoCaches();
    await redis.server().stop();
    try {
      const { counted, run } = countedCheck(0);
      expect(await cache!.get(key, run)).toMatchObject({ ok: true });
      expect(counted.runs).toBe(1);
    } finally {
      await redis.server().restart();
    }
  });
});
