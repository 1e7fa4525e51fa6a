// Several instances, from outside: two built `next start` servers on one redis-server and one fake
// Scryfall, behind a stand-in reverse proxy (TRUSTED_PROXIES=1: each client is its X-Forwarded-For).
// They share a client's rate limit, card lookups, Scryfall's spacing and a 429's pause; Redis killed
// and restarted under load fails no check, and /api/health says what happened.
import assert from "node:assert/strict";
import { startFakeScryfall } from "../../scripts/fake-scryfall-server.mjs";
import { startRedis } from "../../scripts/redis-server.mjs";
import { ROOT, cardObjects, hasSharedCorpus } from "./harness.mjs";
import { test } from "./fixtures.ts";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const RATE_LIMIT = 10;

// Real card names from the cards the fake Scryfall serves (../shared/scryfall/cards.json), without a
// split separator (Scryfall's collection finds each in one request); a slice of its own for each cold team.
const NAMES = !hasSharedCorpus
  ? []
  : [
      ...new Set(
        cardObjects()
          .filter((card) => card.lang === "en" && card.layout === "normal" && !card.name.includes("/"))
          .map((card) => card.name),
      ),
    ];
let nextName = 0;
function coldTeam(size = 6) {
  const names = NAMES.slice(nextName, nextName + size);
  assert.equal(names.length, size, "enough card names for another cold team");
  nextName += size;
  const list = (part) => part.map((name) => `4 ${name}`).join("\n");
  return {
    format: "modern",
    decks: [
      { name: "Alice", list: list(names.slice(0, size / 2)) },
      { name: "Bob", list: list(names.slice(size / 2)) },
    ],
  };
}

let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

function validate(app, body, client = newClient()) {
  return fetch(`${app.base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
}

const health = async (app) => (await fetch(`${app.base}/api/health`)).json();

test.describe("two instances on one Redis (REDIS_URL)", { tag: "@corpus" }, () => {
  let redis;
  let scryfall;
  let apps = [];
  /** The /cards/collection requests that reached Scryfall since `since` (a count). */
  const collections = async (since = 0) =>
    (await scryfall.requests()).filter((request) => request.path === "/cards/collection").slice(since);

  test.beforeAll(async ({ startApp }) => {
    [redis, scryfall] = await Promise.all([startRedis(), startFakeScryfall(ROOT)]);
    const env = {
      CARD_DATA: "",
      SCRYFALL_API_URL: scryfall.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      TRUSTED_PROXIES: "1",
    };
    apps = await Promise.all([startApp(env), startApp(env)]);
  });
  test.afterAll(async () => {
    for (const app of apps) app.stop();
    await Promise.all([redis?.stop(), scryfall?.stop()]);
  });

  test("both say they are healthy, on live card data and Redis", async () => {
    for (const app of apps) {
      assert.deepEqual(await health(app), {
        status: "ok",
        cardData: { source: "scryfall", updatedAt: null },
        redis: "up",
      });
    }
  });

  test("a client's rate limit is one budget across both, with Retry-After", async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMIT; i++)
      assert.equal((await validate(apps[i % 2], {}, client)).status, 400, `request ${i + 1}`);
    for (const app of apps) {
      const refused = await validate(app, {}, client);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get("retry-after")) >= 1);
    }
    assert.equal((await validate(apps[1], {}, newClient())).status, 400, "another client");
  });

  test("a team one instance looked up costs the other no Scryfall request, and its link opens on both", async () => {
    const team = coldTeam();
    const before = (await collections()).length;
    const first = await validate(apps[0], team);
    assert.equal(first.status, 200);
    assert.equal((await collections(before)).length, 1);
    const second = await validate(apps[1], team);
    assert.equal(second.status, 200);
    assert.equal((await collections(before)).length, 1, "the second instance read the cards from Redis");
    const { share } = await first.json();
    assert.equal((await second.json()).legal, false);
    for (const app of apps) {
      const page = await fetch(`${app.base}${share}`, { headers: { "x-forwarded-for": newClient() } });
      assert.equal(page.status, 200);
      assert.match(await page.text(), /data-testid="verdict"/);
    }
  });

  test("together they send Scryfall's collection requests at least 500 ms apart", async () => {
    const before = (await collections()).length;
    const answers = await Promise.all([0, 1, 0, 1].map((index) => validate(apps[index], coldTeam())));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200],
    );
    const arrivals = (await collections(before)).map((request) => request.at);
    assert.equal(arrivals.length, 4);
    for (let i = 1; i < arrivals.length; i++)
      assert.ok(arrivals[i] - arrivals[i - 1] >= 500, `gap ${arrivals[i] - arrivals[i - 1]} ms`);
  });

  test("a 429 met by one instance pauses the other", async () => {
    const before = (await collections()).length;
    await scryfall.refuseNext(1, "2");
    const refusedThenRetried = validate(apps[0], coldTeam());
    while ((await collections(before)).length === 0) await sleep(20);
    await sleep(100); // the pause reaches Redis
    assert.equal((await validate(apps[1], coldTeam())).status, 200);
    assert.equal((await refusedThenRetried).status, 200);
    const [refused, ...later] = await collections(before);
    assert.equal(later.length, 2);
    for (const request of later)
      assert.ok(request.at - refused.at >= 1_990, `${request.at - refused.at} ms after the 429`);
  });

  test("Redis killed and restarted under load: every check answered, health says degraded, then sharing resumes", async () => {
    const warm = coldTeam();
    assert.equal((await validate(apps[0], warm)).status, 200);
    const statuses = [];
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i++) {
        statuses.push((await validate(apps[i % 2], i % 6 === 5 ? coldTeam(2) : warm)).status);
        await sleep(25);
      }
    })();
    /** Lets the load answer `count` more checks. */
    const moreChecks = async (count) => {
      const target = statuses.length + count;
      while (statuses.length < target) await sleep(25);
    };
    try {
      await moreChecks(5);
      await redis.stop();
      for (const app of apps) {
        let seen;
        for (let tries = 0; tries < 100 && (seen = await health(app)).redis !== "down"; tries++) await sleep(50);
        assert.deepEqual(seen, {
          status: "degraded",
          cardData: { source: "scryfall", updatedAt: null },
          redis: "down",
        });
      }
      await moreChecks(10);
      await redis.restart();
      for (const app of apps) {
        for (let tries = 0; tries < 100 && (await health(app)).redis !== "up"; tries++) await sleep(50);
        assert.equal((await health(app)).status, "ok");
      }
      await moreChecks(5);
    } finally {
      running = false;
      await load;
    }
    assert.ok(statuses.length >= 20, `${statuses.length} checks under load`);
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
    );
    for (const app of apps) {
      assert.equal(app.output().match(/redis: .* is unavailable/g)?.length, 1, "the outage is logged once");
    }
    const team = coldTeam();
    const before = (await collections()).length;
    assert.equal((await validate(apps[0], team)).status, 200);
    assert.equal((await validate(apps[1], team)).status, 200);
    assert.equal((await collections(before)).length, 1, "shared again");
  });
});
