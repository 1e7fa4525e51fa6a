// The bench's several-instances row: warm checks/s at 16 clients of two `next start` instances on one
// Redis beside one instance (with and without Redis), and the Scryfall requests two instances send
// together for the same cold teams, with and without Redis to share their lookups.
// Needs the production build and ../shared/scryfall; starts its own redis-server and fake Scryfall on
// 127.0.0.1. `node scripts/bench/instances.mjs` runs it alone; benchInstances() and printInstances() are
// the bench's part.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startFakeScryfall } from "../fake-scryfall-server.mjs";
import { startRedis } from "../redis-server.mjs";
import { MODERN_TEAM } from "./decks.mjs";
import { closedLoop, quantile } from "./load.mjs";
import { CARD_DATA, ROOT, ensureBuild, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";

const CLIENTS = 16;
const WARM_UP_REQUESTS = 3_000;
// Short rounds, the three set-ups taking turns, so that drift on a shared machine hits them alike.
const ROUNDS = 6;
const REQUESTS_PER_ROUND = 1_000;
const COLD_TEAMS = 6;
const NAMES_PER_TEAM = 60;
// Every check counts toward the rate limit (in Redis when shared), as in production, but none is refused.
const UNREACHABLE_LIMIT = "1000000000";

const CHECK_BODY = JSON.stringify(MODERN_TEAM);

/** `requests` warm checks with the load split evenly over `servers`, `CLIENTS` clients in all. */
async function load(servers, requests) {
  const results = await Promise.all(
    servers.map((server) =>
      closedLoop({
        url: `${server.base}/api/validate`,
        body: CHECK_BODY,
        expectStatus: 200,
        concurrency: CLIENTS / servers.length,
        requests: requests / servers.length,
      }),
    ),
  );
  return {
    latencies: results.flatMap((result) => result.latenciesMs),
    seconds: Math.max(...results.map((result) => result.seconds)),
    unexpected: results.reduce((sum, result) => sum + result.unexpected, 0),
  };
}

/** Checks/s and latency of each set-up of servers, measured in alternating rounds. */
async function throughput(setups) {
  for (const server of new Set(Object.values(setups).flat())) await load([server], WARM_UP_REQUESTS);
  const totals = Object.fromEntries(
    Object.keys(setups).map((name) => [name, { latencies: [], seconds: 0, unexpected: 0 }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, servers] of Object.entries(setups)) {
      const { latencies, seconds, unexpected } = await load(servers, REQUESTS_PER_ROUND);
      totals[name].latencies.push(...latencies);
      totals[name].seconds += seconds;
      totals[name].unexpected += unexpected;
    }
  }
  return Object.fromEntries(
    Object.entries(totals).map(([name, { latencies, seconds, unexpected }]) => [
      name,
      {
        instances: setups[name].length,
        requests: latencies.length,
        checksPerSecond: latencies.length / seconds,
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        unexpected,
      },
    ]),
  );
}

async function withServers(envs, measure) {
  const servers = await Promise.all(envs.map((env) => startNext(ROOT, env)));
  try {
    return await measure(servers);
  } finally {
    for (const server of servers) server.stop();
  }
}

/** Cold teams of real card names, none shared between teams, one /cards/collection request each. */
function coldTeams() {
  const cards = JSON.parse(readFileSync(join(CARD_DATA, "cards.json"), "utf8"));
  const names = [
    ...new Set(
      cards
        .filter((card) => card.lang === "en" && card.layout === "normal" && !card.name.includes("/"))
        .map((card) => card.name),
    ),
  ];
  const list = (part) => part.map((name) => `1 ${name}`).join("\n");
  return Array.from({ length: COLD_TEAMS }, (_, team) => {
    const teamNames = names.slice(team * NAMES_PER_TEAM, (team + 1) * NAMES_PER_TEAM);
    const half = NAMES_PER_TEAM / 2;
    return JSON.stringify({
      format: "modern",
      decks: [
        { name: "Alice", list: list(teamNames.slice(0, half)) },
        { name: "Bob", list: list(teamNames.slice(half)) },
      ],
    });
  });
}

/** Each cold team checked once on each of two fresh instances; the requests Scryfall received meanwhile. */
async function coldRequests(scryfall, env) {
  const teams = coldTeams();
  const before = (await scryfall.requests()).length;
  const started = performance.now();
  const live = { ...env, CARD_DATA: "", SCRYFALL_API_URL: scryfall.url, RATE_LIMIT_PER_MINUTE: "0" };
  await withServers([live, live], async (servers) => {
    for (const body of teams) {
      for (const server of servers) {
        const answer = await fetch(`${server.base}/api/validate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        if (answer.status !== 200)
          throw new Error(`a cold team did not check: HTTP ${answer.status} ${await answer.text()}`);
      }
    }
  });
  const sent = (await scryfall.requests()).slice(before);
  return {
    collectionRequests: sent.filter((request) => request.path === "/cards/collection").length,
    otherRequests: sent.filter((request) => request.path !== "/cards/collection").length,
    seconds: (performance.now() - started) / 1000,
  };
}

export async function benchInstances({ log = console.log } = {}) {
  ensureBuild(ROOT);
  const [redis, scryfall] = await Promise.all([startRedis(), startFakeScryfall(ROOT)]);
  try {
    const bulk = { CARD_DATA, SITE_URL: "", RATE_LIMIT_PER_MINUTE: UNREACHABLE_LIMIT };
    const shared = { ...bulk, REDIS_URL: redis.url };
    log(
      `bench (instances): warm checks at ${CLIENTS} clients: one instance without Redis, one and two on one Redis, ${ROUNDS} rounds`,
    );
    const warm = await withServers([bulk, shared, shared], ([alone, first, second]) =>
      throughput({ oneInstanceNoRedis: [alone], oneInstance: [first], twoInstances: [first, second] }),
    );

    const downloaded = join(ROOT, "data", "oracle-cards.json");
    let cold = null;
    if (existsSync(downloaded)) {
      log(`bench (instances): ${downloaded} exists, so the servers would not use live Scryfall: cold teams skipped`);
    } else {
      log(`bench (instances): ${COLD_TEAMS} cold teams, each checked on both of two instances, with and without Redis`);
      cold = {
        teams: COLD_TEAMS,
        distinctNamesPerTeam: NAMES_PER_TEAM,
        withRedis: await coldRequests(scryfall, { REDIS_URL: redis.url }),
        withoutRedis: await coldRequests(scryfall, {}),
      };
    }
    return { clients: CLIENTS, warm, cold };
  } finally {
    await Promise.all([redis.stop(), scryfall.stop()]);
  }
}

export function printInstances({ clients, warm, cold }, log = console.log) {
  log(
    `\n(g) several instances: warm POST /api/validate at ${clients} clients on bulk card data, next start on 127.0.0.1\n`,
  );
  const row = (label, { checksPerSecond, p50Ms, p99Ms, unexpected }) => [
    label,
    fixed(checksPerSecond, 0),
    fixed(p50Ms),
    fixed(p99Ms),
    unexpected,
  ];
  log(
    table(
      ["set-up", "checks/s", "p50 ms", "p99 ms", "unexpected"],
      [
        row("one instance, no Redis", warm.oneInstanceNoRedis),
        row("one instance, Redis", warm.oneInstance),
        row("two instances, one Redis", warm.twoInstances),
      ],
    ),
  );
  if (!cold) return;
  log(
    `\n${cold.teams} cold teams of ${cold.distinctNamesPerTeam} names, each checked on both of two instances (fake Scryfall)\n`,
  );
  const requests = (label, { collectionRequests, otherRequests, seconds }) => [
    label,
    collectionRequests,
    otherRequests,
    fixed(seconds, 1),
  ];
  log(
    table(
      ["two instances", "/cards/collection", "other requests", "seconds"],
      [requests("on one Redis", cold.withRedis), requests("without Redis", cold.withoutRedis)],
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const results = await benchInstances();
  printInstances(results);
  console.log(`\n${JSON.stringify(results)}`);
}
