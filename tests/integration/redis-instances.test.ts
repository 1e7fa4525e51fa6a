// Two instances of the server layer, each made by createServices as `next start` makes its own, on one
// real redis-server and one fake Scryfall on 127.0.0.1, checking through the real POST /api/validate
// handler: they share each client's rate limit, card lookups, Scryfall's spacing (measured where the
// requests arrive: the fake runs in a process of its own, so a busy test process cannot delay when it
// sees them) and a 429's pause; and Redis going away mid-run fails no check.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "@/server/config";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { createServices, type Services } from "@/server/services";
import type { TeamInput } from "@/lib/input/team-input";
import { startFakeScryfall } from "@/scripts/fake-scryfall-server.mjs";
import { startRedis } from "@/scripts/redis-server.mjs";
import { waitFor } from "../support/redis-server";
import { sharedDeckCardNames } from "../support/shared-cards";
import { temporaryFolder } from "../support/temporary-folders";

const ROOT = path.resolve(import.meta.dirname, "../..");
let scryfall: Awaited<ReturnType<typeof startFakeScryfall>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let instances: { services: Services; log: string[] }[] = [];

const RATE_LIMIT = 6;

function startInstance() {
  const log: string[] = [];
  const config = readConfig({
    SCRYFALL_API_URL: scryfall.url,
    CARD_DATA: "",
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  });
  // A folder with no data/oracle-cards.json: card data comes from the (fake) Scryfall.
  const services = createServices(config, (line) => log.push(line), { cwd: temporaryFolder("instance") });
  const instance = { services, log };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  [scryfall, redis] = await Promise.all([startFakeScryfall(ROOT), startRedis()]);
});

afterEach(async () => {
  await Promise.all(instances.map(({ services }) => services.close()));
  instances = [];
});

afterAll(async () => {
  await Promise.all([scryfall.stop(), redis.stop()]);
});

/** Two instances, both connected to Redis. */
async function twoInstances() {
  const pair = [startInstance(), startInstance()] as const;
  await waitFor(
    async () =>
      (await Promise.all(pair.map(({ services }) => services.redisStatus()))).every((status) => status === "up"),
    "both instances to reach Redis",
  );
  return pair;
}

let nextClient = 1;
/** A client address of its own, so each test starts with a fresh rate limit. */
const newClient = () => `198.51.100.${nextClient++}`;

function check(services: Services, body: unknown, client: string): Promise<Response> {
  const request = new Request("http://127.0.0.1/api/validate", {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_ADDRESS_HEADER]: client },
    body: JSON.stringify(body),
  });
  return handleValidateRequest(request, { cardSource: () => services.cardSource(), limiter: services.limiter });
}

// Real card names without a split separator (Scryfall's collection finds each in one request), a
// different slice for every team so that each team is cold.
const plainNames = sharedDeckCardNames().filter((name) => !name.includes("/"));
let nextSlice = 0;
function coldTeam(size = 20): TeamInput {
  const names = plainNames.slice(nextSlice, nextSlice + size);
  nextSlice += size;
  const list = (part: string[]) => part.map((name) => `1 ${name}`).join("\n");
  return {
    format: "modern",
    decks: [
      { name: "Alice", list: list(names.slice(0, size / 2)) },
      { name: "Bob", list: list(names.slice(size / 2)) },
    ],
  };
}

interface Arrival {
  path: string;
  at: number;
}

/** The /cards/collection requests that reached the fake Scryfall, from the `since`th on. */
async function collections(since = 0): Promise<Arrival[]> {
  const requests = (await scryfall.requests()) as Arrival[];
  return requests.filter((request) => request.path === "/cards/collection").slice(since);
}

describe("two instances on one Redis", () => {
  it("share each client's rate limit, with Retry-After", async () => {
    const [a, b] = await twoInstances();
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++)
      statuses.push((await check(i % 2 ? b.services : a.services, {}, client)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(400), 429]);
    const refused = await check(a.services, {}, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await check(b.services, {}, newClient())).status).toBe(400);
  });

  it("share card lookups: a team one instance looked up costs the other no request", async () => {
    const [a, b] = await twoInstances();
    const team = coldTeam();
    const before = (await collections()).length;
    const first = await check(a.services, team, newClient());
    expect(first.status).toBe(200);
    expect(await collections(before)).toHaveLength(1);
    const second = await check(b.services, team, newClient());
    expect(second.status).toBe(200);
    expect(await collections(before)).toHaveLength(1);
    const [firstReport, secondReport] = await Promise.all([first.json(), second.json()]);
    expect({ ...secondReport, checkedAt: null, share: null }).toEqual({ ...firstReport, checkedAt: null, share: null });
  });

  it("space their Scryfall requests at least 500 ms apart where they arrive", async () => {
    const [a, b] = await twoInstances();
    const before = (await collections()).length;
    const answers = await Promise.all([a, b, a, b].map(({ services }) => check(services, coldTeam(), newClient())));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const arrivals = (await collections(before)).map((request) => request.at);
    expect(arrivals).toHaveLength(4);
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(500);
  });

  it("pause together when Scryfall answers one of them 429", async () => {
    const [a, b] = await twoInstances();
    const before = (await collections()).length;
    await scryfall.refuseNext(1, "1");
    const refusedThenRetried = check(a.services, coldTeam(), newClient());
    await waitFor(async () => (await collections(before)).length === 1, "the refused request");
    const refusedAt = (await collections(before))[0]!.at;
    await new Promise((resolve) => setTimeout(resolve, 50)); // a's 429 reaches Redis
    const other = await check(b.services, coldTeam(), newClient());
    expect(other.status).toBe(200);
    expect((await refusedThenRetried).status).toBe(200);
    const [, ...after] = await collections(before);
    expect(after).toHaveLength(2);
    for (const request of after) expect(request.at - refusedAt).toBeGreaterThanOrEqual(990);
  });

  it("answer every check while Redis is killed and restarted, log it once, and share again afterwards", async () => {
    const [a, b] = await twoInstances();
    const warm = coldTeam();
    expect((await check(a.services, warm, newClient())).status).toBe(200);

    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i++) {
        const services = (i % 2 ? b : a).services;
        const team = i % 5 === 4 ? coldTeam(6) : warm;
        statuses.push((await check(services, team, newClient())).status);
        // Paces the load (about 50 checks a second at most), so the run stays within its client addresses.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    /** Lets the load answer `count` more checks, a cold one among every five. */
    const moreChecks = (count: number) => {
      const target = statuses.length + count;
      return waitFor(() => statuses.length >= target, `${count} more checks`, 15_000);
    };
    await moreChecks(5);
    await redis.stop();
    await waitFor(
      async () => (await a.services.redisStatus()) === "down" && (await b.services.redisStatus()) === "down",
      "both to see Redis gone",
    );
    await moreChecks(10);
    await redis.restart();
    await waitFor(
      async () => (await a.services.redisStatus()) === "up" && (await b.services.redisStatus()) === "up",
      "both to reach Redis again",
    );
    await moreChecks(5);
    running = false;
    await load;

    expect(statuses.length).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const { log } of [a, b]) {
      expect(log.filter((line) => line.includes("is unavailable"))).toHaveLength(1);
      expect(log.filter((line) => line.startsWith("redis: connected"))).toHaveLength(2);
    }
    const team = coldTeam();
    const before = (await collections()).length;
    expect((await check(a.services, team, newClient())).status).toBe(200);
    expect((await check(b.services, team, newClient())).status).toBe(200);
    expect(await collections(before)).toHaveLength(1);
  });
});
