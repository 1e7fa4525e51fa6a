// npm run bench: what users and hosts feel, measured side by side with its floor in one run (docs/performance.md).
//   (a) warm POST /api/validate under `next start`, beside the same server's cheapest answer
//   (b) checkTeam alone, no HTTP, warm card data
//   (c) a full-size (37,000-card) bulk file: time to the first complete check and RSS, raw and compact
//   (d) Scryfall requests a cold live check makes, against a fake Scryfall on 127.0.0.1
//   (e) the home page's JavaScript beside a bare page of the same build
//   (f) an organizer's 100-team batch on bulk data, and the Scryfall requests of a cold live one
//   (g) two instances on one Redis beside one, and the Scryfall requests they send together
//   (h) card names in every language: an all_cards-style file and its download, and live printed-name lookups
//   (i) Lighthouse on the Japanese home and report pages
//   (j) names that match nothing: the name index, a check and a batch of them (with /api/health meanwhile), live
//   (l) deck links: a team of two links against stand-ins answering in 150 ms, and the same links again
//   (k) bounded work: the limits' largest batch (alone, two at once, as CSV) and share link, with peak RSS and /api/health
//   (m) the registration desk: a server's RSS after checks alone, then after opening an event (PGlite loaded)
// Needs the production build (runs `next build` when .next has none), ../shared/scryfall and Debian's
// chromium. Loopback only, bounded loops only. Prints tables; writes bench-results/bench.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { benchBatch, printBatch } from "./bench/batch.mjs";
import { benchBulk, printBulk } from "./bench/bulk.mjs";
import { benchHttp, ROUNDS } from "./bench/http.mjs";
import { benchInstances, printInstances } from "./bench/instances.mjs";
import { benchPageWeight } from "./bench/page-weight.mjs";
import { benchLanguages, printLanguages } from "./bench/languages.mjs";
import { benchNames, printNames } from "./bench/names.mjs";
import { benchBounded, printBounded } from "./bench/bounded.mjs";
import { benchEvents, printEvents } from "./bench/events.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { benchDeckLinks, printDeckLinks } from "./bench/deck-links.mjs";
import { CARD_DATA, ensureBuild, ROOT, startNext } from "./bench/server.mjs";
import { fixed, table } from "./bench/table.mjs";

const NAMES_PER_COLLECTION_REQUEST = 75;
const log = (line) => console.log(line);

/** The parts that call lib/ directly, in their own process (TypeScript, under tsx). */
function core(part) {
  log(`bench (${{ pure: "b", live: "d" }[part]}): ${part}`);
  const child = spawnSync(
    process.execPath,
    ["--expose-gc", "--conditions=react-server", "--import", "tsx", "scripts/bench/core.ts", part, CARD_DATA],
    {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      timeout: 300_000,
    },
  );
  if (child.status !== 0) throw new Error(`scripts/bench/core.ts ${part} failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

/** (a), (e) and (i) against one server on the shared corpus. */
async function againstServer() {
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "" });
  const stopOnSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  try {
    const http = await benchHttp(server, { log });
    const serverRssMB = server.rssMB();
    const pageWeight = await benchPageWeight({ base: server.base, log });
    const lighthouse = await benchLighthouse({ root: ROOT, base: server.base, log });
    return { http: { ...http, serverRssMB }, pageWeight, lighthouse };
  } finally {
    server.stop();
  }
}

function printHttp(http) {
  const p = (ms) => fixed(ms, 2);
  log(`\n(a) POST /api/validate, warm, next start on 127.0.0.1, RATE_LIMIT_PER_MINUTE=0`);
  log(
    `    check = two 60-card Modern decks (${http.reportBytes} B report, legal: ${http.legal}); cheapest = "{}" → 400`,
  );
  log(
    `    ${ROUNDS} alternating rounds of each kind per concurrency; server RSS after: ${fixed(http.serverRssMB, 0)} MB\n`,
  );
  log(
    table(
      [
        "clients",
        "check p50 / p99 ms",
        "checks/s",
        "cheapest p50 / p99 ms",
        "cheapest/s",
        "server CPU ms check / cheapest",
        "check adds CPU ms",
      ],
      http.rows.map(({ concurrency, check, cheap, addedCpuMs }) => [
        concurrency,
        `${p(check.p50Ms)} / ${p(check.p99Ms)}`,
        fixed(check.perSecond, 0),
        `${p(cheap.p50Ms)} / ${p(cheap.p99Ms)}`,
        fixed(cheap.perSecond, 0),
        `${fixed(check.serverCpuMs)} / ${fixed(cheap.serverCpuMs)}`,
        fixed(addedCpuMs),
      ]),
    ),
  );
  const unexpected = http.rows.reduce((sum, row) => sum + row.check.unexpected + row.cheap.unexpected, 0);
  if (unexpected > 0) log(`    ${unexpected} answers had an unexpected status`);
}

function printPure(pure) {
  const ms = (us) => fixed(us / 1000, 3);
  log(
    `\n(b) checkTeam alone, warm in-memory cards (${pure.cards}), ${pure.checkTeam.iterations} checks, ${pure.distinctNames} distinct names\n`,
  );
  log(
    table(
      ["step", "mean ms", "p50 ms", "p99 ms", "per second"],
      [
        [
          "checkTeam (whole)",
          ms(pure.checkTeam.meanUs),
          ms(pure.checkTeam.p50Us),
          ms(pure.checkTeam.p99Us),
          fixed(pure.checkTeam.checksPerSecond, 0),
        ],
        [
          `checkTeam, three heads (a third distinct Modern deck, ${pure.threeHeads.distinctNames} names, legal: ${pure.threeHeads.legal}): ${fixed(pure.threeHeads.ratio, 2)}x two decks, median ${fixed(pure.threeHeads.medianRatio, 2)}x (goal ≤ 1.6x)`,
          ms(pure.threeHeads.checkTeam.meanUs),
          ms(pure.threeHeads.checkTeam.p50Us),
          ms(pure.threeHeads.checkTeam.p99Us),
          fixed(pure.threeHeads.checkTeam.checksPerSecond, 0),
        ],
        [
          `checkTeam, 2HG Commander: two 100-card decks, ${pure.commander.distinctNames} names`,
          ms(pure.commander.checkTeam.meanUs),
          ms(pure.commander.checkTeam.p50Us),
          ms(pure.commander.checkTeam.p99Us),
          fixed(pure.commander.checkTeam.checksPerSecond, 0),
        ],
        ...Object.entries(pure.steps).map(([step, { meanUs, p50Us }]) => [`  ${step}`, ms(meanUs), ms(p50Us), "", ""]),
      ],
    ),
  );
}

function printLive(live) {
  log(
    `\n(d) cold live checks against a fake Scryfall on 127.0.0.1 (fresh source and queue each, Scryfall's spacing)\n`,
  );
  log(
    table(
      [
        "case",
        "/cards/collection",
        "expected",
        "/cards/named",
        "/autocomplete",
        "unknown",
        "cold ms",
        "warm repeat: requests",
      ],
      live.map((row) => [
        row.case,
        row.collection,
        row.expectedCollection ?? "–",
        row.named,
        row.autocomplete,
        row.unknownCards,
        fixed(row.coldMs, 0),
        row.warmRepeatRequests,
      ]),
    ),
  );
}

function printPageWeight(weight) {
  log(`\n(e) JavaScript a visitor's browser loads (Chromium; gzip at zlib's default level)\n`);
  log(
    table(
      ["page", "scripts", "KB", "KB gzip"],
      weight.languages.flatMap(({ language, home, bare, addedGzipKB }) => [
        [`${language}: home`, home.scripts, fixed(home.rawKB, 1), fixed(home.gzipKB, 1)],
        [
          `${language}: bare page (the 404 page: layout only)`,
          bare.scripts,
          fixed(bare.rawKB, 1),
          fixed(bare.gzipKB, 1),
        ],
        [`${language}: home adds`, "", fixed(home.rawKB - bare.rawKB, 1), fixed(addedGzipKB, 1)],
      ]),
    ),
  );
}

function printLighthouse(lighthouse) {
  log(`\n(i) Lighthouse 12.2.3 in Chromium (mobile emulation and throttling, its defaults)\n`);
  log(
    table(
      ["page", "accessibility", "performance"],
      lighthouse.pages.map((page) => [page.name, page.accessibility, page.performance]),
    ),
  );
}

async function main() {
  if (!existsSync(CARD_DATA)) {
    console.error(`bench: ${CARD_DATA} not found; the bench needs the shared Scryfall corpus beside the repository.`);
    process.exit(2);
  }
  ensureBuild(ROOT);
  // `npm run bench -- deck-links`: part (l) alone.
  if (process.argv[2] === "deck-links") {
    const links = await benchDeckLinks({ log });
    printDeckLinks(links, log);
    log(`
goal: two links within 0.5 s over the sites' own time, again with no request: ${links.met ? "met" : "NOT met"}`);
    return;
  }
  const { http, pageWeight, lighthouse } = await againstServer();
  // Without the server running, so the two do not compete for the same cores.
  const pure = core("pure");
  const live = core("live");
  const bulk = await benchBulk({ log });
  const batch = await benchBatch({ log });
  const instances = await benchInstances({ log });
  const languages = await benchLanguages({ log, runs: 2 });
  const names = await benchNames({ log });
  const bounded = await benchBounded({ log });
  const deckLinks = await benchDeckLinks({ log });
  const events = await benchEvents({ log });

  const goals = {
    batching: live
      .filter((row) => row.expectedCollection !== null)
      .every((row) => row.collection === row.expectedCollection),
    pageWeight: pageWeight.met,
    lighthouse: lighthouse.met,
    batchBatching: batch.live.collection === batch.live.expectedCollection,
    bulk: bulk.met,
    languages: languages.met,
    names: names.met,
    bounded: bounded.met,
    deckLinks: deckLinks.met,
    // A three-deck check within 1.6 times a two-deck one (docs/rules.md, Teams of three and four).
    threeHeads: pure.threeHeads.legal && pure.threeHeads.ratio <= 1.6 && pure.threeHeads.medianRatio <= 1.6,
  };
  const machine = {
    node: process.version,
    cpus: availableParallelism(),
    cpu: cpus()[0]?.model,
    memoryGB: totalmem() / 2 ** 30,
    platform: process.platform,
  };
  const results = {
    at: new Date().toISOString(),
    machine,
    goals,
    http,
    pure,
    live,
    bulk,
    pageWeight,
    lighthouse,
    batch,
    instances,
    languages,
    names,
    bounded,
    deckLinks,
    events,
  };

  printHttp(http);
  printPure(pure);
  printBulk(bulk, log);
  printLive(live);
  printPageWeight(pageWeight);
  printLighthouse(lighthouse);
  printBatch(batch, log);
  printInstances(instances, log);
  printLanguages(languages, log);
  printNames(names, log);
  printBounded(bounded, log);
  printDeckLinks(deckLinks, log);
  printEvents(events, log);

  const verdict = (met) => (met ? "met" : "MISSED");
  log(`\nGoals: one Scryfall collection request per ${NAMES_PER_COLLECTION_REQUEST} names: ${verdict(goals.batching)}`);
  log(
    `       a cold live batch: one collection request per ${NAMES_PER_COLLECTION_REQUEST} names: ${verdict(goals.batchBatching)}`,
  );
  log(
    `       home page JavaScript within ${pageWeight.goalKB} KB gzip of a bare page, in every language: ${verdict(goals.pageWeight)}`,
  );
  log(
    `       Lighthouse on the Japanese home and report: accessibility ${lighthouse.goals.accessibility}, performance ≥ ${lighthouse.goals.performance}: ${verdict(goals.lighthouse)}`,
  );
  log(
    `       a legal three-deck check warm within 1.6x a two-deck check: mean ${fixed(pure.threeHeads.ratio, 2)}x, median ${fixed(pure.threeHeads.medianRatio, 2)}x: ${verdict(goals.threeHeads)}`,
  );
  log(
    `       names that match nothing: index, check, batch with /api/health, live requests and time: ${verdict(goals.names)}`,
  );
  log(
    `       the limits' largest batch within 30 s under 1 GB, two at once answered, health within 1 s, a link's page under 2 MB and 1 s: ${verdict(goals.bounded)}`,
  );
  log(
    `       a team of two deck links within 0.5 s over the sites' own 150 ms, the same links again with no request: ${verdict(goals.deckLinks)}`,
  );
  const languagesMet = Object.values(languages.met).every((part) => Object.values(part).every(Boolean));
  log(
    `       an all-languages card file and its download: time over the floor and RSS within their goals: ${verdict(languagesMet)}`,
  );

  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "bench.json"), `${JSON.stringify(results, null, 2)}\n`);
  log("\nwrote bench-results/bench.json");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
