// npm run bench: how fast a check is, measured four ways in one run (DESIGN §4 "Fast").
//   (a) warm POST /api/validate under `next start`, beside the same server's cheapest answer
//   (b) checkTeam alone, no HTTP, warm card data
//   (c) loading the bulk card data: time and heap
//   (d) Scryfall requests a cold live check makes, against a fake Scryfall on 127.0.0.1
// Needs the production build (runs `next build` when .next has none) and ../shared/scryfall.
// Loopback only, bounded loops only. Prints tables; writes bench-results/bench.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MODERN_TEAM } from "./bench/decks.mjs";
import { closedLoop, quantile } from "./bench/load.mjs";
import { ensureBuild, startNext } from "./bench/server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CARD_DATA = resolve(ROOT, "../shared/scryfall");
const CONCURRENCIES = [1, 4, 16];
// Many short rounds, the two kinds alternating (see measureHttp). The server's cost per answer swings
// by a quarter over its heap's cycle of 15-20 s (scavenges, then a mark-compact; measured), so the rounds
// are short enough that both kinds sample every phase of several cycles alike, and long enough that the
// ramp up and down of the clients is a small part of each.
const ROUNDS = 20;
const requestsPerRound = (concurrency) => Math.max(100, 20 * concurrency);
// V8 settles only after thousands of requests: at 200 a check still cost a quarter more server CPU
// than at 6,000 (measured), so both kinds warm up well before anything is timed.
const WARM_UP_REQUESTS = 3000;
const GOALS = { p50Ratio: 1.3, rateRatio: 0.8, namesPerCollectionRequest: 75 };

const CHECK_BODY = JSON.stringify(MODERN_TEAM);
// The cheapest answer the same route gives: JSON parsed, input refused (400) before any check.
const CHEAP_BODY = "{}";

const fixed = (value, digits = 2) => (value === null || Number.isNaN(value) ? "–" : value.toFixed(digits));

function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

async function measureHttp(server) {
  const url = `${server.base}/api/validate`;
  const run = (body, expectStatus, concurrency, requests) => closedLoop({ url, body, expectStatus, concurrency, requests });

  console.log(`bench (a): warming up, ${WARM_UP_REQUESTS} requests of each kind (the first check loads the card data)`);
  const first = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: CHECK_BODY });
  const report = await first.json();
  if (first.status !== 200) throw new Error(`the bench team did not check: HTTP ${first.status} ${JSON.stringify(report)}`);
  for (let warmed = 0; warmed < WARM_UP_REQUESTS; warmed += 500) {
    await run(CHECK_BODY, 200, 4, 500);
    await run(CHEAP_BODY, 400, 4, 500);
  }

  const rows = [];
  for (const concurrency of CONCURRENCIES) {
    const sample = () => ({ latencies: [], seconds: 0, unexpected: 0, cpuMs: 0 });
    const samples = { check: sample(), cheap: sample() };
    // Alternate the two kinds so drift on a shared machine hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, body, status] of [["check", CHECK_BODY, 200], ["cheap", CHEAP_BODY, 400]]) {
        const cpuBefore = server.cpuMs();
        const result = await run(body, status, concurrency, requestsPerRound(concurrency));
        samples[kind].cpuMs += (server.cpuMs() ?? NaN) - (cpuBefore ?? NaN);
        samples[kind].latencies.push(...result.latenciesMs);
        samples[kind].seconds += result.seconds;
        samples[kind].unexpected += result.unexpected;
      }
    }
    const summary = ({ latencies, seconds, unexpected, cpuMs }) => ({
      requests: latencies.length,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      perSecond: latencies.length / seconds,
      // The server's own CPU (every thread) per answer: unlike time, not shared with the load generator.
      serverCpuMs: cpuMs / latencies.length,
      unexpected,
    });
    const check = summary(samples.check);
    const cheap = summary(samples.cheap);
    rows.push({
      concurrency,
      check,
      cheap,
      p50Ratio: check.p50Ms / cheap.p50Ms,
      rateRatio: check.perSecond / cheap.perSecond,
      cpuRatio: check.serverCpuMs / cheap.serverCpuMs,
    });
    console.log(`bench (a): concurrency ${concurrency} done`);
  }
  return { legal: report.legal, problems: report.problems.length, reportBytes: Buffer.byteLength(JSON.stringify(report)), rows };
}

function core(part) {
  console.log(`bench (${{ pure: "b", bulk: "c", live: "d" }[part]}): ${part}`);
  const child = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/bench/core.ts", part, CARD_DATA], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 300_000,
  });
  if (child.status !== 0) throw new Error(`scripts/bench/core.ts ${part} failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

async function main() {
  if (!existsSync(CARD_DATA)) {
    console.error(`bench: ${CARD_DATA} not found; the bench needs the shared Scryfall corpus beside the repository.`);
    process.exit(2);
  }
  ensureBuild(ROOT);

  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "" });
  const stopOnSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  let http;
  let serverRssMB;
  try {
    http = await measureHttp(server);
    serverRssMB = server.rssMB();
  } finally {
    server.stop();
  }
  // Without the server running, so the two do not compete for the same cores.
  const pure = core("pure");
  const bulk = core("bulk");
  const live = core("live");

  const goals = {
    p50: http.rows.every((row) => row.p50Ratio <= GOALS.p50Ratio),
    rate: http.rows.every((row) => row.rateRatio >= GOALS.rateRatio),
    batching: live.filter((row) => row.expectedCollection !== null).every((row) => row.collection === row.expectedCollection),
  };
  const results = {
    at: new Date().toISOString(),
    machine: { node: process.version, cpus: availableParallelism(), platform: process.platform },
    goals: { targets: GOALS, met: goals },
    http: { ...http, serverRssMB },
    pure,
    bulk,
    live,
  };

  const p = (ms) => fixed(ms, 2);
  console.log(`\n(a) POST /api/validate, warm, next start on 127.0.0.1, RATE_LIMIT_PER_MINUTE=0`);
  console.log(`    check = the two 60-card Modern decks (${http.reportBytes} B report, legal: ${http.legal}); cheap = "{}" → 400`);
  console.log(`    ${ROUNDS} alternating rounds of each kind per concurrency; server RSS after: ${fixed(serverRssMB, 0)} MB\n`);
  console.log(
    table(
      ["conc", "check p50 ms", "check p99 ms", "checks/s", "cheap p50 ms", "cheap p99 ms", "cheap/s", "p50 ratio (≤1.3)", "rate ratio (≥0.8)", "CPU ms check/cheap"],
      http.rows.map(({ concurrency, check, cheap, p50Ratio, rateRatio }) => [
        concurrency,
        p(check.p50Ms),
        p(check.p99Ms),
        fixed(check.perSecond, 0),
        p(cheap.p50Ms),
        p(cheap.p99Ms),
        fixed(cheap.perSecond, 0),
        fixed(p50Ratio),
        fixed(rateRatio),
        `${fixed(check.serverCpuMs)} / ${fixed(cheap.serverCpuMs)}`,
      ]),
    ),
  );
  const unexpected = http.rows.reduce((sum, row) => sum + row.check.unexpected + row.cheap.unexpected, 0);
  if (unexpected > 0) console.log(`    ${unexpected} answers had an unexpected status`);

  const us = (value) => fixed(value / 1000, 3);
  console.log(`\n(b) checkTeam alone, warm MemoryCardSource (${pure.cards} cards), ${pure.checkTeam.iterations} checks, ${pure.distinctNames} distinct names\n`);
  console.log(
    table(
      ["step", "mean ms", "p50 ms", "p99 ms", "per second"],
      [
        ["checkTeam (whole)", us(pure.checkTeam.meanUs), us(pure.checkTeam.p50Us), us(pure.checkTeam.p99Us), fixed(pure.checkTeam.checksPerSecond, 0)],
        ...Object.entries(pure.steps).map(([step, { meanUs, p50Us }]) => [`  ${step}`, us(meanUs), us(p50Us), "", ""]),
      ],
    ),
  );

  console.log(`\n(c) bulk card data: ${bulk.files} files, ${bulk.cards} cards, as of ${bulk.updatedAt}\n`);
  console.log(
    table(
      ["load ms", "retained heap MB", "heap used MB", "RSS after load MB"],
      [[fixed(bulk.loadMs, 0), fixed(bulk.retainedHeapMB, 1), fixed(bulk.heapUsedMB, 1), fixed(bulk.rssAfterLoadMB, 0)]],
    ),
  );

  console.log(`\n(d) cold live checks against a fake Scryfall on 127.0.0.1 (fresh source and queue each, Scryfall's spacing)\n`);
  console.log(
    table(
      ["case", "/cards/collection", "expected", "/cards/named", "/autocomplete", "unknown", "cold ms", "warm repeat: requests", "warm ms"],
      live.map((row) => [
        row.case,
        row.collection,
        row.expectedCollection ?? "–",
        row.named,
        row.autocomplete,
        row.unknownCards,
        fixed(row.coldMs, 0),
        row.warmRepeatRequests,
        fixed(row.warmMs, 1),
      ]),
    ),
  );

  const verdict = (met) => (met ? "met" : "MISSED");
  console.log(`\nGoals: warm check p50 ≤ ${GOALS.p50Ratio} × cheapest: ${verdict(goals.p50)}`);
  console.log(`       checks/s ≥ ${GOALS.rateRatio} × cheapest's at each concurrency: ${verdict(goals.rate)}`);
  console.log(`       one Scryfall collection request per ${GOALS.namesPerCollectionRequest} names: ${verdict(goals.batching)}`);

  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "bench.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nwrote bench-results/bench.json");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
