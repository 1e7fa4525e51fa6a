// (f) POST /api/batch: a 100-team event under `next start`.
//   bulk: the batch's time, and its time per team beside one warm POST /api/validate of a team, on the
//         shared corpus; with `?sheets=1` too (decks and a QR code per team, what /organizer asks for)
//   live: the Scryfall requests a cold 100-team batch makes against a fake Scryfall on 127.0.0.1 (one
//         collection request per 75 distinct names expected), and a warm repeat's
// Needs the production build and ../shared/scryfall. Runs alone: `node scripts/bench/batch.mjs`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { eventTeams } from "../../tests/fixtures/batch/event-teams.mjs";
import { quantile } from "./load.mjs";
import { CARD_DATA, ROOT, ensureBuild, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";
import { post } from "./post.mjs";

const TEAMS = 100;
const NAMES_PER_COLLECTION_REQUEST = 75;
const WARM_UP_BATCHES = 5;
const TIMED_BATCHES = 15;

const sharedCards = () => JSON.parse(readFileSync(join(CARD_DATA, "cards.json"), "utf8"));

/** Every distinct card name the teams' lists ask for. */
function distinctNames(teams) {
  const lines = teams.flatMap((team) => team.decks.flatMap((deck) => deck.list.split("\n")));
  return new Set(lines.map((line) => line.replace(/^\d+ /, "").trim()).filter((name) => name && name !== "Sideboard"));
}

async function timeRuns(count, run) {
  const samples = [];
  for (let index = 0; index < count; index++) samples.push((await run()).ms);
  return { medianMs: quantile(samples, 0.5), minMs: Math.min(...samples), runs: count };
}

async function onBulk(teams, log) {
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "" });
  try {
    const body = JSON.stringify({ teams });
    const batchUrl = `${server.base}/api/batch`;
    const validateUrl = `${server.base}/api/validate`;
    log(`bench (f): bulk, warming up (${WARM_UP_BATCHES} batches, every team once alone)`);
    const { answer } = await post(batchUrl, body);
    for (let index = 1; index < WARM_UP_BATCHES; index++) await post(batchUrl, body);
    for (const team of teams) await post(validateUrl, JSON.stringify(team));

    log(`bench (f): bulk, ${TIMED_BATCHES} batches of ${teams.length} teams, then each team alone`);
    const batch = await timeRuns(TIMED_BATCHES, () => post(batchUrl, body));
    const singles = [];
    for (const team of teams) singles.push((await post(validateUrl, JSON.stringify(team))).ms);
    const sheets = await timeRuns(5, () => post(`${batchUrl}?sheets=1`, body));
    const single = { medianMs: quantile(singles, 0.5), totalMs: singles.reduce((sum, ms) => sum + ms, 0) };
    return {
      teams: teams.length,
      summary: answer.summary,
      batch: { ...batch, perTeamMs: batch.medianMs / teams.length },
      single,
      sheets: { ...sheets, perTeamMs: sheets.medianMs / teams.length },
    };
  } finally {
    server.stop();
  }
}

async function onLive(teams, cards, log) {
  if (existsSync(join(ROOT, "data", "oracle-cards.json")))
    throw new Error("data/oracle-cards.json exists: the server would use it instead of live Scryfall");
  // The fake is TypeScript shared with the tests; tsx loads it here.
  const unregister = register();
  const { FakeScryfall, serveFakeScryfall } = await import("../../tests/support/fake-scryfall.ts");
  unregister();
  const fake = new FakeScryfall(cards);
  const scryfall = await serveFakeScryfall(fake);
  const server = await startNext(ROOT, {
    CARD_DATA: "",
    SCRYFALL_API_URL: scryfall.url,
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_URL: "",
  });
  try {
    const body = JSON.stringify({ teams });
    const count = (requests, path) => requests.filter((request) => request.path === path).length;
    log(`bench (f): live, a cold batch of ${teams.length} teams (Scryfall's 500 ms spacing)`);
    const cold = await post(`${server.base}/api/batch`, body);
    const coldRequests = [...fake.requests];
    const warm = await post(`${server.base}/api/batch`, body);
    const names = distinctNames(teams).size;
    return {
      teams: teams.length,
      distinctNames: names,
      collection: count(coldRequests, "/cards/collection"),
      expectedCollection: Math.ceil(names / NAMES_PER_COLLECTION_REQUEST),
      named: count(coldRequests, "/cards/named"),
      autocomplete: count(coldRequests, "/cards/autocomplete"),
      coldMs: cold.ms,
      summary: cold.answer.summary,
      warmRequests: fake.requests.length - coldRequests.length,
      warmMs: warm.ms,
    };
  } finally {
    server.stop();
    await scryfall.close();
  }
}

/** Measures (f); returns a JSON-able object. */
export async function benchBatch({ log = console.log } = {}) {
  if (!existsSync(CARD_DATA))
    throw new Error(`${CARD_DATA} not found: the batch bench needs the shared Scryfall corpus`);
  ensureBuild(ROOT);
  const cards = sharedCards();
  const teams = eventTeams(cards, TEAMS);
  return { bulk: await onBulk(teams, log), live: await onLive(teams, cards, log) };
}

export function printBatch({ bulk, live }, log = console.log) {
  log(
    `\n(f) POST /api/batch, ${bulk.teams} teams (${bulk.summary.legal} legal, ${bulk.summary.illegal} illegal), next start on 127.0.0.1\n`,
  );
  log(
    table(
      ["bulk data, warm", "median ms", "min ms", "ms per team", "one POST /api/validate, median ms", "100 of them, ms"],
      [
        [
          "batch",
          fixed(bulk.batch.medianMs, 0),
          fixed(bulk.batch.minMs, 0),
          fixed(bulk.batch.perTeamMs, 2),
          fixed(bulk.single.medianMs, 2),
          fixed(bulk.single.totalMs, 0),
        ],
        [
          "batch ?sheets=1 (decks + QR)",
          fixed(bulk.sheets.medianMs, 0),
          fixed(bulk.sheets.minMs, 0),
          fixed(bulk.sheets.perTeamMs, 2),
          "",
          "",
        ],
      ],
    ),
  );
  log("");
  log(
    table(
      [
        "live, cold (fake Scryfall)",
        "distinct names",
        "/cards/collection",
        "expected",
        "/cards/named",
        "/autocomplete",
        "cold ms",
        "warm repeat: requests",
        "warm ms",
      ],
      [
        [
          "batch",
          live.distinctNames,
          live.collection,
          live.expectedCollection,
          live.named,
          live.autocomplete,
          fixed(live.coldMs, 0),
          live.warmRequests,
          fixed(live.warmMs, 0),
        ],
      ],
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const results = await benchBatch();
  printBatch(results);
  console.log(`\n${JSON.stringify(results)}`);
}
