// (j) Names that match nothing (docs/performance.md, (j)), on the all-languages all_cards-style file
// (../shared/localized's make-all-cards.mjs, every printed name) under `next start`:
//   - the name index alone: 1,000 misspelt names (scripts/bench/names-index.ts);
//   - one check with 20 made-up names, and a batch of 50 teams with ten made-up names each, while
//     /api/health is asked every 50 ms (its slowest answer meanwhile);
//   - the server's RSS after loading the file and after the batch;
//   - live: a cold check of a list with five misspelt names against the fake Scryfall answering in
//     150 ms with Scryfall's spacing: requests besides the catalog, and time.
// Goals: the batch within 5 s and /api/health within 1 s meanwhile; the check within 0.5 s; live at
// most 2 requests besides the catalog, within 1 s; 1,000 suggestions within 100 ms.
// Needs `npm run build`, ../shared/scryfall and ../shared/localized. Run alone: node scripts/bench/names.mjs
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startFakeScryfall } from "../fake-scryfall-server.mjs";
import { MODERN_TEAM } from "./decks.mjs";
import { ROOT, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";
import { post } from "./post.mjs";
import { whileHealthAsked } from "./health.mjs";

const LOCALIZED = resolve(ROOT, "../shared/localized");
const GOALS = { batchMs: 5_000, healthMs: 1_000, checkMs: 500, liveRequests: 2, liveMs: 1_000, indexMs: 100 };
const MISSPELT_LIVE = ["Lightnig Bolt", "Thoughtsieze", "Sheoldred, the Apocalyspe", "Counterspel", "Brainstrom"];
/** Cards the fake Scryfall knows (../shared/scryfall/cards.json), and the five misspelt names. */
const LIVE_TEAM = {
  format: "modern",
  decks: [
    { name: "Ana", list: ["4 Lightning Bolt", "4 Opt", ...MISSPELT_LIVE.map((name) => `1 ${name}`)].join("\n") },
    { name: "Bea", list: "4 Thoughtseize\n4 Fatal Push" },
  ],
};

/** Made-up names, each matching no card: "Quorvex Thalimund 17". */
function madeUpNames(count, seed) {
  const syllables = ["quor", "vex", "thal", "imund", "zarn", "ob", "kel", "drith", "uma", "pry", "sco", "lenth"];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, (_, index) => {
    const word = () => Array.from({ length: 3 }, () => syllables[next() % syllables.length]).join("");
    const name = `${word()} ${word()} ${index}`;
    return name[0].toUpperCase() + name.slice(1);
  });
}

/** The bench's Modern team with `names` added to its first deck, one copy each. */
function teamWith(names) {
  const [first, ...rest] = MODERN_TEAM.decks;
  return {
    ...MODERN_TEAM,
    decks: [{ ...first, list: `${first.list}\n${names.map((name) => `1 ${name}`).join("\n")}` }, ...rest],
  };
}

function indexAlone(allCards) {
  const child = spawnSync(
    process.execPath,
    ["--expose-gc", "--conditions=react-server", "--import", "tsx", "scripts/bench/names-index.ts", allCards],
    { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 600_000, maxBuffer: 1 << 24 },
  );
  if (child.status !== 0) throw new Error(`names-index.ts failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

async function onBulk(allCards, log) {
  const server = await startNext(ROOT, { CARD_DATA: allCards, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "" });
  try {
    // The first check loads the card data; RSS after it is the loaded server's.
    await post(`${server.base}/api/validate`, JSON.stringify(MODERN_TEAM));
    const rssAfterLoadMB = server.rssMB();
    log("bench (j): one check with 20 made-up names");
    const check = await post(`${server.base}/api/validate`, JSON.stringify(teamWith(madeUpNames(20, 1))));
    log("bench (j): a batch of 50 teams with ten made-up names each, /api/health asked meanwhile");
    const teams = Array.from({ length: 50 }, (_, team) => teamWith(madeUpNames(10, 100 + team)));
    const batch = await whileHealthAsked(server.base, () =>
      post(`${server.base}/api/batch`, JSON.stringify({ teams })),
    );
    return {
      checkMs: check.ms,
      batchMs: batch.result.ms,
      health: batch.health,
      rssAfterLoadMB,
      rssAfterBatchMB: server.rssMB(),
    };
  } finally {
    server.stop();
  }
}

async function onLive(log) {
  if (
    existsSync(join(ROOT, "data", "oracle-cards.compact.json")) ||
    existsSync(join(ROOT, "data", "oracle-cards.json"))
  )
    throw new Error("data/ holds a download: the server would use it instead of live Scryfall");
  const scryfall = await startFakeScryfall(ROOT, { delayMs: 150 });
  const server = await startNext(ROOT, {
    CARD_DATA: "",
    SCRYFALL_API_URL: scryfall.url,
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_URL: "",
  });
  try {
    // The route loaded first (its 400 for "{}" asks Scryfall nothing): the check is cold for card data only.
    await fetch(`${server.base}/api/validate`, { method: "POST", body: "{}" }).then((response) => response.text());
    log("bench (j): live, a cold check with five misspelt names (answers in 150 ms)");
    const { ms, answer } = await post(`${server.base}/api/validate`, JSON.stringify(LIVE_TEAM));
    const requests = (await scryfall.requests()).map((request) => request.path);
    const suggestions = Object.fromEntries(
      answer.problems
        .filter((problem) => problem.code === "unknown-card")
        .map((problem) => [problem.card, problem.suggestions[0] ?? null]),
    );
    return {
      ms,
      requests,
      besidesCatalog: requests.filter((path) => path !== "/catalog/card-names").length,
      suggestions,
    };
  } finally {
    server.stop();
    await scryfall.stop();
  }
}

/** Measures (j); returns a JSON-able object. */
export async function benchNames({ log = console.log } = {}) {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID")))
    throw new Error("bench names: no production build; run `npm run build` first");
  const folder = mkdtempSync(join(tmpdir(), "2hg-bench-names-"));
  try {
    // BENCH_ALL_CARDS: a file make-all-cards.mjs wrote before, instead of writing it again (343 MB).
    const allCards = process.env.BENCH_ALL_CARDS ?? join(folder, "all-cards.json");
    if (!process.env.BENCH_ALL_CARDS) {
      log("bench (j): make-all-cards.mjs, every language");
      const made = spawnSync(process.execPath, [join(LOCALIZED, "make-all-cards.mjs"), allCards], {
        cwd: ROOT,
        stdio: ["ignore", "ignore", "inherit"],
        timeout: 600_000,
      });
      if (made.status !== 0) throw new Error(`make-all-cards.mjs failed (exit ${made.status})`);
    }
    log("bench (j): the name index alone");
    const index = indexAlone(allCards);
    const bulk = await onBulk(allCards, log);
    const live = await onLive(log);
    const met =
      index.totalMs < GOALS.indexMs &&
      bulk.checkMs < GOALS.checkMs &&
      bulk.batchMs < GOALS.batchMs &&
      bulk.health.slowestMs < GOALS.healthMs &&
      live.besidesCatalog <= GOALS.liveRequests &&
      live.ms < GOALS.liveMs;
    return { index, bulk, live, met };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printNames({ index, bulk, live }, log = console.log) {
  log(`\n(j) Names that match nothing, all-languages file (${index.cards.toLocaleString("en-US")} cards)\n`);
  log(
    table(
      ["measure", "result", "goal"],
      [
        [
          "index build (English and printed names)",
          `${fixed(index.buildMs, 0)} ms (CPU ${fixed(index.buildCpuMs, 0)} ms), ${fixed(index.buildMB, 1)} MB`,
          "once, at load",
        ],
        [
          `suggestions for ${index.misspelt} misspelt names`,
          `${fixed(index.totalMs, 1)} ms (CPU ${fixed(index.totalCpuMs, 1)} ms; ${index.suggested} with suggestions)`,
          `< ${GOALS.indexMs} ms`,
        ],
        ["one check, 20 made-up names", `${fixed(bulk.checkMs, 0)} ms`, `< ${GOALS.checkMs} ms`],
        ["batch, 50 teams × 10 made-up names", `${fixed(bulk.batchMs, 0)} ms`, `< ${GOALS.batchMs} ms`],
        [
          "/api/health meanwhile, slowest",
          `${fixed(bulk.health.slowestMs, 0)} ms (${bulk.health.asked} asked)`,
          `< ${GOALS.healthMs} ms`,
        ],
        [
          "RSS after load / after the batch",
          `${fixed(bulk.rssAfterLoadMB, 0)} / ${fixed(bulk.rssAfterBatchMB, 0)} MB`,
          "≤ 350 MB (the raw file; the download: (h))",
        ],
        [
          "live, cold, five misspelt names (150 ms answers)",
          `${fixed(live.ms, 0)} ms, ${live.besidesCatalog} requests besides the catalog`,
          `< ${GOALS.liveMs} ms, ≤ ${GOALS.liveRequests}`,
        ],
      ],
    ),
  );
  log(`suite: ${index.suite.map((each) => `${each.typed} → ${each.first}`).join("; ")}`);
  log(`live requests: ${live.requests.join(", ")}; first suggestions: ${JSON.stringify(live.suggestions)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchNames();
  printNames(result);
}
