// Card names in the players' languages (docs/performance.md, (h)): an all-languages all_cards-style
// file (every printed name of ../shared/localized, about 134,000 printings, made by its
// make-all-cards.mjs) as CARD_DATA, and the compact file `cards:download --languages all` makes from
// it, each timed from spawn to the first complete check with RSS, beside a bare JSON.parse of the
// file and the app on the team's cards alone; then the Scryfall requests of a cold live check of a
// Japanese team, with and without set numbers, against the fake Scryfall.
// Goals: the file within 1.5x JSON.parse over the baseline, RSS ≤ 350 MB; the download within 0.35x, RSS ≤ 250 MB.
// Needs `npm run build`, ../shared/scryfall and ../shared/localized. Run alone: node scripts/bench/languages.mjs [rounds]
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MODERN_TEAM } from "./decks.mjs";
import { median, ratiosOver, runDownload, standInScryfall, startsOn, timeJsonParse } from "./bulk.mjs";
import { fixed, table } from "./table.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const LOCALIZED = resolve(ROOT, "../shared/localized");
const GOALS = { allCardsFile: { ratio: 1.5, rssAfterLoadMB: 350 }, download: { ratio: 0.35, rssAfterLoadMB: 250 } };

/** The bench's Modern team with one Japanese line in each deck, so the check needs the printed names. */
const TEAM = {
  ...MODERN_TEAM,
  decks: MODERN_TEAM.decks.map((deck, index) => ({ ...deck, list: `${deck.list}\n1 ${["稲妻", "対抗呪文"][index]}` })),
};
const teamNames = new Set(
  MODERN_TEAM.decks.flatMap((deck) => deck.list.split("\n").map((line) => line.replace(/^\d+\s+/, ""))),
);

function node(args, what) {
  const child = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 600_000,
    maxBuffer: 1 << 26,
  });
  if (child.status !== 0) throw new Error(`${what} failed (exit ${child.status})`);
  return child.stdout.trim().split("\n").at(-1);
}

export async function benchLanguages({ log = console.log, runs = 3 } = {}) {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID")))
    throw new Error("bench languages: no production build; run `npm run build` first");
  if (!existsSync(LOCALIZED)) throw new Error(`bench languages: ${LOCALIZED} not found`);
  const folder = mkdtempSync(join(tmpdir(), "2hg-bench-languages-"));
  try {
    const allCards = join(folder, "all-cards.json");
    log("bench languages: make-all-cards.mjs, every language");
    const made = JSON.parse(node([join(LOCALIZED, "make-all-cards.mjs"), allCards], "make-all-cards.mjs"));
    const english = join(folder, "oracle-cards.json");
    node([join(LOCALIZED, "make-all-cards.mjs"), english, "--langs", "none"], "make-all-cards.mjs (English)");
    // The team's cards, English and localized printings alike: the floor of a start.
    const teamFile = join(folder, "team-cards.json");
    const teamCards = readFileSync(allCards, "utf8")
      .split("\n")
      .filter((line) => {
        const name = /"name":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
        return name !== undefined && (teamNames.has(name) || name === "Lightning Bolt" || name === "Counterspell");
      });
    writeFileSync(teamFile, `[\n${teamCards.map((line) => line.replace(/,$/, "")).join(",\n")}\n]\n`);

    log("bench languages: bare JSON.parse, 2 fresh processes");
    const parses = [await timeJsonParse(allCards), await timeJsonParse(allCards)];
    const jsonParse = {
      bestMs: Math.min(...parses.map((p) => p.ms)),
      ms: median(parses.map((p) => p.ms)),
      cpuMs: median(parses.map((p) => p.cpuMs)),
      rssMB: parses[0].rssMB,
    };

    log("bench languages: npm run cards:download -- --languages all, from a stand-in Scryfall on 127.0.0.1");
    // Gzipped beforehand, as Scryfall serves it: compressing while serving would time the stand-in, not the download.
    const allCardsGzip = `${allCards}.gz`;
    await pipeline(createReadStream(allCards), createGzip({ level: 6 }), createWriteStream(allCardsGzip));
    const standIn = await standInScryfall(english, allCardsGzip);
    let download;
    try {
      download = await runDownload(standIn.url, join(folder, "data"), ["--languages", "all"]);
    } finally {
      await standIn.close();
    }

    const starts = await startsOn(
      {
        teamCardsOnly: { CARD_DATA: teamFile },
        allCardsFile: { CARD_DATA: allCards },
        download: { CARD_DATA: download.file },
      },
      TEAM,
      runs,
      log,
    );
    const ratios = ratiosOver(jsonParse, starts.teamCardsOnly);

    log("bench languages: live, a Japanese team against the fake Scryfall");
    const jaFile = join(folder, "ja-cards.json");
    node([join(LOCALIZED, "make-all-cards.mjs"), jaFile, "--langs", "ja"], "make-all-cards.mjs (ja)");
    const live = JSON.parse(
      node(
        ["--conditions=react-server", "--import", "tsx", "scripts/bench/core.ts", "live-languages", jaFile],
        "core.ts live-languages",
      ),
    );

    const result = {
      at: new Date().toISOString(),
      file: { printings: made.english + made.localized, localized: made.localized, mb: statSync(allCards).size / 1e6 },
      jsonParse,
      teamCardsOnly: starts.teamCardsOnly,
      allCardsFile: { ...starts.allCardsFile, ratios: ratios(starts.allCardsFile) },
      download: {
        ...starts.download,
        ratios: ratios(starts.download),
        downloadMs: download.ms,
        downloadPeakRssMB: download.peakRssMB,
        gzipMB: statSync(allCardsGzip).size / 1e6,
        compactMB: download.fileMB,
        log: download.output,
      },
      live,
      goals: GOALS,
    };
    result.met = {
      allCardsFile: {
        timeOverBaseline: result.allCardsFile.ratios.overBaseline <= GOALS.allCardsFile.ratio,
        rss: result.allCardsFile.rssAfterLoadMB <= GOALS.allCardsFile.rssAfterLoadMB,
      },
      download: {
        timeOverBaseline: result.download.ratios.overBaseline <= GOALS.download.ratio,
        rss: result.download.rssAfterLoadMB <= GOALS.download.rssAfterLoadMB,
      },
    };
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printLanguages(result, log = console.log) {
  log(
    `\n(h) names in the players' languages: ${result.file.printings} printings (${result.file.localized} localized), ${fixed(result.file.mb, 0)} MB`,
  );
  log(
    `bare JSON.parse: best ${fixed(result.jsonParse.bestMs, 0)} ms, median ${fixed(result.jsonParse.ms, 0)} ms, RSS ${fixed(result.jsonParse.rssMB, 0)} MB`,
  );
  const rows = [
    ["team cards only", result.teamCardsOnly, {}],
    ["all-languages file", result.allCardsFile, result.allCardsFile.ratios],
    ["download --languages all", result.download, result.download.ratios],
  ].map(([label, row, ratios]) => [
    label,
    fixed(row.bestMs, 0),
    fixed(row.firstCheckMs, 0),
    fixed(row.rssAfterLoadMB, 0),
    fixed(row.peakRssMB, 0),
    fixed(ratios.total, 2),
    fixed(ratios.overBaseline, 2),
    fixed(ratios.medianOverBaseline, 2),
  ]);
  log(
    `\n${table(["start on", "best ms", "median ms", "RSS after MB", "peak RSS MB", "ratio", "over baseline", "median over baseline"], rows)}`,
  );
  log(
    `\ncards:download --languages all (all_cards ${fixed(result.download.gzipMB, 0)} MB gzipped): ${fixed(result.download.downloadMs, 0)} ms, peak RSS ${fixed(result.download.downloadPeakRssMB, 0)} MB, compact file ${fixed(result.download.compactMB, 1)} MB`,
  );
  log(
    `\n${table(
      [
        "live case",
        "distinct names",
        "collection",
        "search",
        "requests",
        "unresolved",
        "cold ms",
        "warm repeat requests",
      ],
      result.live.map((row) => [
        row.case,
        row.distinctNames,
        row.collection,
        row.search,
        row.requests,
        row.unresolved,
        fixed(row.coldMs, 0),
        row.warmRepeatRequests,
      ]),
    )}`,
  );
  log(`goals: ${JSON.stringify(result.met)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchLanguages({ log: (line) => console.error(line), runs: Number(process.argv[2] ?? 3) }).then(
    (result) => {
      printLanguages(result);
      console.log(JSON.stringify(result));
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
