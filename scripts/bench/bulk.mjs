// Bulk card data on a full-size file (docs/performance.md, (c)): how long `next start`
// takes from spawn to its first check answered with every card loaded, and its memory (RSS of the
// whole process tree, sampled every 20 ms), beside a bare JSON.parse of the same file.
//   baseline      the app with no card data (RSS), and with only the checked team's cards (time floor)
//   scryfall file CARD_DATA = a 37,000-card file in Scryfall's layout, read as a stream
//   compact file  `npm run cards:download` from a stand-in Scryfall on 127.0.0.1, then the app on what it wrote
// Goals: Scryfall's file within 1.5x JSON.parse, RSS ≤ 300 MB after loading and ≤ 450 MB at peak;
// the compact file within 0.35x, RSS ≤ 250 MB. Next.js's own start is in every total, so the ratios
// are given both ways: the whole time, and the time over the team-cards-only baseline. Times are the
// best of several rounds (noise on a shared machine only ever adds time), medians beside them.
// Needs `npm run build` and ../shared/scryfall. Run alone: node scripts/bench/bulk.mjs [rounds]
import { spawn } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { processTreeRssMB, spawnNext } from "../next-server.mjs";
import { MODERN_TEAM } from "./decks.mjs";
import { FULL_SIZE_CARDS, writeFullSizeCardFile } from "./full-size-cards.mjs";
import { fixed, table } from "./table.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = resolve(ROOT, "../shared/scryfall");
const GOALS = {
  scryfallFile: { ratio: 1.5, rssAfterLoadMB: 300, peakRssMB: 450 },
  compactFile: { ratio: 0.35, rssAfterLoadMB: 250 },
};
const SAMPLE_MS = 20;
const SETTLE_MS = 1_000;
const TIMEOUT_MS = 180_000;
const UPDATED_AT = "2026-11-20T21:03:12.000+00:00";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The bench team, with a few cards only the full-size file holds added to Bob's list. */
function teamWith(extraNames) {
  const [alice, bob] = MODERN_TEAM.decks;
  const extra = extraNames.map((name) => `1 ${name}`).join("\n");
  return { ...MODERN_TEAM, decks: [alice, { ...bob, list: `${bob.list}\n${extra}` }] };
}

const teamNames = (team) =>
  team.decks.flatMap((deck) => deck.list.split("\n").map((line) => line.replace(/^\d+\s+/, "")));

/** A bare JSON.parse of `file` in a fresh node process: the file read first, then only the parse timed. */
export function timeJsonParse(file) {
  const script = `
    const text = require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8");
    const cpu = process.cpuUsage();
    const started = performance.now();
    const cards = JSON.parse(text);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, cards: cards.length, rssMB: process.memoryUsage().rss / 2 ** 20 }));`;
  return new Promise((done, fail) => {
    let output = "";
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0 ? done(JSON.parse(output)) : fail(new Error(`JSON.parse run exited with ${code}`)),
    );
  });
}

/** Samples a process tree's RSS every SAMPLE_MS; `stop()` returns the peak. */
export function sampleRss(readMB) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readMB() ?? 0);
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, readMB() ?? 0);
  };
}

/**
 * Spawns the app with `env` and posts `team` until a check answers 200 naming no unknown card.
 * Returns the time from spawn, the server's CPU time by then, RSS peak and after settling, and its load log line.
 */
export async function firstCompleteCheck(env, team) {
  const body = JSON.stringify(team);
  const started = performance.now();
  const server = await spawnNext(ROOT, { RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "", ...env });
  const stopSampling = sampleRss(server.rssMB);
  try {
    for (;;) {
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`no complete check in ${TIMEOUT_MS / 1000} s:\n${server.output()}`);
      if (server.exitCode() !== null)
        throw new Error(`next start exited with ${server.exitCode()}:\n${server.output()}`);
      let response;
      try {
        response = await fetch(`${server.base}/api/validate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
      } catch {
        await sleep(10); // not listening yet
        continue;
      }
      const report = await response.json();
      if (response.status !== 200)
        throw new Error(`the check answered HTTP ${response.status}: ${JSON.stringify(report)}`);
      const unknown = report.problems.filter((problem) => problem.code === "unknown-card");
      if (unknown.length > 0)
        throw new Error(`the check did not find ${unknown.map((problem) => problem.card).join(", ")}`);
      break;
    }
    const firstCheckMs = performance.now() - started;
    const cpuMs = server.cpuMs();
    await sleep(SETTLE_MS);
    const peakRssMB = stopSampling();
    const loadLine =
      server
        .output()
        .split("\n")
        .find((line) => line.startsWith("card data:")) ?? null;
    return {
      firstCheckMs,
      cpuMs,
      rssAfterLoadMB: server.rssMB(),
      peakRssMB,
      loadLine,
      serverLoadMs: Number(/loaded in (\d+) ms/.exec(loadLine ?? "")?.[1] ?? NaN),
    };
  } finally {
    stopSampling();
    server.stop();
  }
}

/** The app with no card data at all (live Scryfall at an address where nothing listens): its RSS once its pages and API are loaded. */
async function withoutCardData() {
  if (["oracle-cards.compact.json", "oracle-cards.json"].some((file) => existsSync(join(ROOT, "data", file)))) {
    return { skipped: "data/ holds a download, so the app would load it" };
  }
  const started = performance.now();
  const server = await spawnNext(ROOT, {
    CARD_DATA: "",
    SCRYFALL_API_URL: "http://127.0.0.1:9",
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_URL: "",
  });
  try {
    for (;;) {
      if (server.exitCode() !== null)
        throw new Error(`next start exited with ${server.exitCode()}:\n${server.output()}`);
      try {
        if ((await fetch(`${server.base}/`)).ok) break;
      } catch {
        await sleep(10);
      }
    }
    const readyMs = performance.now() - started;
    await (await fetch(`${server.base}/api/validate`, { method: "POST", body: "{}" })).text();
    await sleep(SETTLE_MS);
    return { readyMs, rssMB: server.rssMB() };
  } finally {
    server.stop();
  }
}

/** A stand-in Scryfall on 127.0.0.1 serving the oracle_cards definition and `file`, and all_cards' and `allCardsFile` (a gzip file) when given. */
export async function standInScryfall(file, allCardsFile) {
  const server = createServer((request, response) => {
    const base = `http://127.0.0.1:${server.address().port}`;
    if (allCardsFile && request.url === "/bulk-data/all_cards") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "bulk_data",
          type: "all_cards",
          updated_at: UPDATED_AT,
          download_uri: `${base}/all-cards/all-cards.json.gz`,
        }),
      );
    } else if (allCardsFile && request.url === "/all-cards/all-cards.json.gz") {
      response.writeHead(200, { "content-type": "application/gzip" });
      createReadStream(allCardsFile).pipe(response);
    } else if (request.url === "/bulk-data/oracle_cards") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "bulk_data",
          type: "oracle_cards",
          updated_at: UPDATED_AT,
          download_uri: `${base}/oracle-cards/oracle-cards-20261120210312.json`,
          size: statSync(file).size,
        }),
      );
    } else if (request.url?.startsWith("/oracle-cards/")) {
      response.writeHead(200, { "content-type": "application/json", "content-length": statSync(file).size });
      createReadStream(file).pipe(response);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/** `npm run cards:download` into `dataDir` from the stand-in (with `args`): its time and the peak RSS of its process tree. */
export async function runDownload(apiUrl, dataDir, args = []) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", "cards:download", "--", "--data-dir", dataDir, ...args], {
    cwd: ROOT,
    env: { ...process.env, SCRYFALL_API_URL: apiUrl, CARD_DATA: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stopSampling = sampleRss(() => processTreeRssMB(child.pid));
  const code = await new Promise((done) => child.on("close", done));
  const peakRssMB = stopSampling();
  if (code !== 0) throw new Error(`npm run cards:download exited with ${code}:\n${output}`);
  const file = join(dataDir, "oracle-cards.compact.json");
  return {
    file,
    ms: performance.now() - started,
    peakRssMB,
    fileMB: statSync(file).size / 1e6,
    output: output
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("\r"))
      .at(-1),
  };
}

/** The figures of several starts on one card source: the best time (noise on a shared machine only ever adds), the median, the most memory. */
export function summary(results) {
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    bestMs: Math.min(...results.map((result) => result.firstCheckMs)),
    firstCheckMs: pick("firstCheckMs"),
    cpuMs: pick("cpuMs"),
    serverLoadMs: pick("serverLoadMs"),
    rssAfterLoadMB: Math.max(...results.map((result) => result.rssAfterLoadMB)),
    peakRssMB: Math.max(...results.map((result) => result.peakRssMB)),
    loadLine: results[0]?.loadLine ?? null,
    runs: results.map(({ firstCheckMs, cpuMs, serverLoadMs, rssAfterLoadMB, peakRssMB }) => ({
      firstCheckMs,
      cpuMs,
      serverLoadMs,
      rssAfterLoadMB,
      peakRssMB,
    })),
  };
}

/** A start's time as multiples of a bare JSON.parse, whole and over the baseline start: best against best, median against median. */
export function ratiosOver(jsonParse, baseline) {
  return (measured) => ({
    total: measured.bestMs / jsonParse.bestMs,
    overBaseline: (measured.bestMs - baseline.bestMs) / jsonParse.bestMs,
    medianOverBaseline: (measured.firstCheckMs - baseline.firstCheckMs) / jsonParse.ms,
    cpuOverBaseline: (measured.cpuMs - baseline.cpuMs) / jsonParse.cpuMs,
  });
}

/** `runs` rounds, each starting the app once on every source in turn, so drift on a shared machine hits all alike. */
export async function startsOn(sources, team, runs, log) {
  const results = Object.fromEntries(Object.keys(sources).map((label) => [label, []]));
  for (let run = 0; run < runs; run++) {
    for (const [label, env] of Object.entries(sources)) {
      results[label].push(await firstCompleteCheck(env, team));
      log(
        `bench bulk: round ${run + 1}/${runs}, ${label}: first complete check after ${results[label].at(-1).firstCheckMs.toFixed(0)} ms`,
      );
    }
  }
  return Object.fromEntries(Object.entries(results).map(([label, each]) => [label, summary(each)]));
}

export async function benchBulk({ log = console.log, runs = 3 } = {}) {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID")))
    throw new Error("bench bulk: no production build; run `npm run build` first");
  if (!existsSync(SHARED)) throw new Error(`bench bulk: ${SHARED} not found`);
  const folder = mkdtempSync(join(tmpdir(), "2hg-bench-bulk-"));
  try {
    const file = join(folder, "oracle-cards.json");
    log(`bench bulk: writing ${FULL_SIZE_CARDS} cards to ${file}`);
    const written = await writeFullSizeCardFile(file, SHARED, { keep: new Set(teamNames(MODERN_TEAM)) });
    const team = teamWith(written.lastCardNames);
    const teamFile = join(folder, "team-cards.json");
    writeFileSync(teamFile, `[\n${written.kept.map((card) => JSON.stringify(card)).join(",\n")}\n]\n`);

    log("bench bulk: bare JSON.parse, 3 fresh processes");
    const parses = [];
    for (let run = 0; run < 3; run++) parses.push(await timeJsonParse(file));
    const jsonParse = {
      bestMs: Math.min(...parses.map((parse) => parse.ms)),
      ms: median(parses.map((parse) => parse.ms)),
      cpuMs: median(parses.map((parse) => parse.cpuMs)),
      rssMB: parses[0].rssMB,
      runs: parses.map((parse) => parse.ms),
    };

    log("bench bulk: npm run cards:download from a stand-in Scryfall on 127.0.0.1");
    const standIn = await standInScryfall(file);
    let download;
    try {
      download = await runDownload(standIn.url, join(folder, "data"));
    } finally {
      await standIn.close();
    }

    log("bench bulk: the app with no card data");
    const noCardData = await withoutCardData();
    const { teamCardsOnly, scryfallFile, compactFile } = await startsOn(
      {
        teamCardsOnly: { CARD_DATA: teamFile },
        scryfallFile: { CARD_DATA: file },
        compactFile: { CARD_DATA: download.file },
      },
      team,
      runs,
      log,
    );

    const ratios = ratiosOver(jsonParse, teamCardsOnly);
    const result = {
      at: new Date().toISOString(),
      file: { cards: written.cards, mb: statSync(file).size / 1e6, checkedCopies: written.lastCardNames },
      jsonParse,
      baseline: { noCardData, teamCardsOnly },
      scryfallFile: { ...scryfallFile, ratios: ratios(scryfallFile) },
      download: { ms: download.ms, peakRssMB: download.peakRssMB, compactMB: download.fileMB, log: download.output },
      compactFile: { ...compactFile, ratios: ratios(compactFile) },
      goals: GOALS,
    };
    result.met = {
      scryfallFile: {
        time: result.scryfallFile.ratios.total <= GOALS.scryfallFile.ratio,
        timeOverBaseline: result.scryfallFile.ratios.overBaseline <= GOALS.scryfallFile.ratio,
        rssAfterLoad: scryfallFile.rssAfterLoadMB <= GOALS.scryfallFile.rssAfterLoadMB,
        peakRss: scryfallFile.peakRssMB <= GOALS.scryfallFile.peakRssMB,
      },
      compactFile: {
        time: result.compactFile.ratios.total <= GOALS.compactFile.ratio,
        timeOverBaseline: result.compactFile.ratios.overBaseline <= GOALS.compactFile.ratio,
        rssAfterLoad: compactFile.rssAfterLoadMB <= GOALS.compactFile.rssAfterLoadMB,
      },
    };
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The results as tables, for `npm run bench` and for a run of this script alone. */
export function printBulk(result, log = console.log) {
  const { jsonParse, baseline, scryfallFile, compactFile, download } = result;
  log(`\nbulk card data: ${result.file.cards} cards, ${fixed(result.file.mb, 1)} MB`);
  log(
    `bare JSON.parse: best ${fixed(jsonParse.bestMs, 0)} ms, median ${fixed(jsonParse.ms, 0)} ms (CPU ${fixed(jsonParse.cpuMs, 0)} ms)`,
  );
  log(
    `no card data: RSS ${fixed(baseline.noCardData.rssMB, 0)} MB${baseline.noCardData.skipped ? ` (${baseline.noCardData.skipped})` : ""}`,
  );
  const headers = [
    "start on",
    "best ms",
    "median ms",
    "server CPU ms",
    "RSS after MB",
    "peak RSS MB",
    "ratio",
    "over baseline",
    "median over baseline",
    "CPU over baseline",
  ];
  const rows = [
    ["team cards only", baseline.teamCardsOnly, {}],
    ["Scryfall's file", scryfallFile, scryfallFile.ratios],
    ["compact file", compactFile, compactFile.ratios],
  ].map(([label, row, ratios]) => [
    label,
    fixed(row.bestMs, 0),
    fixed(row.firstCheckMs, 0),
    fixed(row.cpuMs, 0),
    fixed(row.rssAfterLoadMB, 0),
    fixed(row.peakRssMB, 0),
    fixed(ratios.total, 2),
    fixed(ratios.overBaseline, 2),
    fixed(ratios.medianOverBaseline, 2),
    fixed(ratios.cpuOverBaseline, 2),
  ]);
  log(`\n${table(headers, rows)}`);
  log(
    `\ncards:download: ${fixed(download.ms, 0)} ms, peak RSS ${fixed(download.peakRssMB, 0)} MB, compact file ${fixed(download.compactMB, 1)} MB`,
  );
  log(`goals: ${JSON.stringify(result.met)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  benchBulk({ log: (line) => console.error(line), runs }).then(
    (result) => {
      printBulk(result);
      console.log(JSON.stringify(result));
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
