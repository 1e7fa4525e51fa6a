// The parts of `npm run bench` that call lib/ directly (TypeScript, so run under tsx):
//   pure  checkTeam with warm card data, no HTTP, and where its time goes; a 2HG Commander team of two
//         100-card decks beside the Constructed one
//   live  Scryfall requests a cold check makes, against a fake Scryfall on 127.0.0.1
//   live-languages  the same for a team written in Japanese, with and without set numbers (all_cards-style printings)
// Usage: node --expose-gc --conditions=react-server --import tsx scripts/bench/core.ts <part> <card data path>
// (server/ starts with `import "server-only"`, which loads outside Next.js only under react-server.)
// Prints one JSON object on stdout; progress goes to stderr.
import { loadBulkData } from "@/server/cards/bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { ScryfallNameCache } from "@/server/cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { ScryfallCardSource } from "@/server/cards/scryfall-source";
import { checkTeam, distinctNames } from "@/lib/check/check-team";
import type { TeamInput } from "@/lib/input/team-input";
import { parseDecklist } from "@/lib/decklist/parse";
import { encodeShare } from "@/lib/share/encode";
import { FakeScryfall, serveFakeScryfall } from "@/tests/support/fake-scryfall";
import { allSharedCards, sharedCards, type RawCard } from "@/tests/support/shared-cards";
import { readFileSync } from "node:fs";
import { MODERN_TEAM, THREE_HEADED_TEAM, commanderTeam } from "./decks.mjs";

const TEAM = MODERN_TEAM as TeamInput & { decks: { name: string; list: string }[] };
const log = (line: string) => process.stderr.write(`${line}\n`);
const quiet = () => undefined;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function timeLoop(iterations: number, run: () => unknown): { meanUs: number; p50Us: number; p99Us: number } {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    run();
    samples.push((performance.now() - started) * 1000);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return { meanUs: mean, p50Us: quantile(samples, 0.5), p99Us: quantile(samples, 0.99) };
}

async function timeLoopAsync(iterations: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const one = performance.now();
    await run();
    samples.push((performance.now() - one) * 1000);
  }
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    iterations,
    meanUs: (seconds * 1e6) / iterations,
    p50Us: quantile(samples, 0.5),
    p99Us: quantile(samples, 0.99),
    checksPerSecond: iterations / seconds,
  };
}

/** Warm checks of one team: 300 to warm up, then 3,000 timed, alternating with nothing else. */
async function timeTeam(team: TeamInput, source: MemoryCardSource, label: string) {
  const check = async () => {
    const outcome = await checkTeam(team, source);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome;
  };
  log(`pure: warming up (${label})`);
  for (let i = 0; i < 300; i++) await check();
  const report = (await check()).report;
  log(`pure: measuring 3000 checks (${label})`);
  return { report, whole: await timeLoopAsync(3000, check) };
}

/**
 * Two checks timed in turns, the first of each pair alternating, so both meet the same load on a shared
 * machine (timed one after the other, a busy minute lands on one of them): the ratio of their total and of
 * their medians.
 */
async function timeInTurns(first: () => Promise<unknown>, second: () => Promise<unknown>, pairs: number) {
  const samples: [number[], number[]] = [[], []];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await run();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      await time(first, samples[0]);
      await time(second, samples[1]);
    } else {
      await time(second, samples[1]);
      await time(first, samples[0]);
    }
  }
  const total = (list: number[]) => list.reduce((sum, value) => sum + value, 0);
  const median = (list: number[]) =>
    quantile(
      [...list].sort((a, b) => a - b),
      0.5,
    );
  return {
    ratio: total(samples[1]) / total(samples[0]),
    medianRatio: median(samples[1]) / median(samples[0]),
  };
}

async function pure(cardData: string) {
  const data = await loadBulkData(cardData, quiet);
  const source = new MemoryCardSource(data.cards, { source: "bulk", updatedAt: data.updatedAt });
  const { report, whole } = await timeTeam(TEAM, source, "Modern");
  const commanderInput = commanderTeam(allSharedCards()) as TeamInput;
  const commander = await timeTeam(commanderInput, source, "2HG Commander");
  const commanderNames = distinctNames(commanderInput.decks.map((deck) => parseDecklist(deck.list)));
  // A Giant of three heads (docs/rules.md, Teams of three and four): the Modern team and a third legal deck of
  // its size sharing no card, so the row checks 50% more distinct cards; the goal is at most 1.6 times two decks.
  const threeHeads = THREE_HEADED_TEAM as TeamInput;
  const three = await timeTeam(threeHeads, source, "Modern, three heads");
  log("pure: 3000 pairs of a two-deck and a three-deck check, in turns");
  const checkOf = (team: TeamInput) => () => checkTeam(team, source);
  const inTurns = await timeInTurns(checkOf(TEAM), checkOf(threeHeads), 3000);

  // Where the time goes: the steps checkTeam takes, timed one by one.
  const decklists = TEAM.decks.map((deck) => parseDecklist(deck.list));
  const names = distinctNames(decklists);
  const shared = {
    format: "modern",
    ruleset: "tournament" as const,
    decks: TEAM.decks,
    checkedAt: new Date().toISOString(),
    legal: true,
  };
  const steps = {
    parseBothLists: timeLoop(3000, () => TEAM.decks.map((deck) => parseDecklist(deck.list))),
    resolveNames: await timeLoopAsync(3000, () => source.resolveNames(names)),
    encodeShareLink: timeLoop(3000, () => encodeShare(shared)),
    serializeReport: timeLoop(3000, () => JSON.stringify(report)),
  };
  return {
    cards: source.size,
    distinctNames: names.length,
    legal: report.legal,
    problems: report.problems.map((problem) => problem.code),
    reportBytes: Buffer.byteLength(JSON.stringify(report)),
    checkTeam: whole,
    threeHeads: {
      checkTeam: three.whole,
      // Measured in turns (timeInTurns): the ratio of the totals, and of the medians.
      ...inTurns,
      distinctNames: distinctNames(threeHeads.decks.map((deck) => parseDecklist(deck.list))).length,
      legal: three.report.legal,
      problems: three.report.problems.map((problem) => problem.code),
    },
    commander: {
      distinctNames: commanderNames.length,
      legal: commander.report.legal,
      problems: commander.report.problems.map((problem) => problem.code),
      reportBytes: Buffer.byteLength(JSON.stringify(commander.report)),
      checkTeam: commander.whole,
    },
    steps: Object.fromEntries(Object.entries(steps).map(([step, { meanUs, p50Us }]) => [step, { meanUs, p50Us }])),
  };
}

/** `count` distinct real deck-card names, spread over the alphabet; split names left out (see below). */
function sampleCardNames(count: number): string[] {
  const all = [
    ...new Set(
      sharedCards()
        .filter(
          (card) =>
            card.lang === "en" &&
            !["token", "double_faced_token", "emblem", "art_series"].includes(card.layout ?? "normal"),
        )
        .map((card) => card.name)
        // Scryfall's collection endpoint misses full "A // B" names, which costs a second request by
        // design (the front-face retry); plain names measure the batching itself.
        .filter((name) => !name.includes("//")),
    ),
  ];
  const step = Math.floor(all.length / count);
  return Array.from({ length: count }, (_, index) => all[index * step] as string);
}

function teamOf(names: readonly string[]): TeamInput {
  const half = Math.ceil(names.length / 2);
  const list = (part: readonly string[]) => part.map((name) => `1 ${name}`).join("\n");
  return {
    format: "modern",
    decks: [
      { name: "Alice", list: list(names.slice(0, half)) },
      { name: "Bob", list: list(names.slice(half)) },
    ],
  };
}

/** A team checked live twice on a fresh source (its own cache and queue: cold, and no wait behind the last case): the Scryfall requests of each. */
async function coldThenWarm(fake: FakeScryfall, apiUrl: string, team: TeamInput) {
  const source = new ScryfallCardSource({ apiUrl, cache: new ScryfallNameCache(), queue: new ScryfallRequestQueue() });
  const before = fake.requests.length;
  const started = performance.now();
  const outcome = await checkTeam(team, source);
  const coldMs = performance.now() - started;
  if (!outcome.ok) throw new Error(outcome.error.message);
  const cold = fake.requests.slice(before);
  const warmBefore = fake.requests.length;
  const warmStarted = performance.now();
  await checkTeam(team, source);
  return {
    report: outcome.report,
    cold,
    coldMs,
    warmRequests: fake.requests.length - warmBefore,
    warmMs: performance.now() - warmStarted,
  };
}

async function live() {
  const fake = new FakeScryfall(sharedCards());
  const server = await serveFakeScryfall(fake);
  const rows = [];
  try {
    const cases: { label: string; names: string[]; expected: number | null }[] = [
      ...[20, 75, 76, 150].map((count) => ({
        label: `${count} names`,
        names: sampleCardNames(count),
        expected: count <= 75 ? 1 : 2,
      })),
      {
        label: "75 names, 5 misspelt",
        names: sampleCardNames(75).map((name, index) => (index % 15 === 0 ? `${name}x` : name)),
        expected: null,
      },
    ];
    for (const { label, names, expected } of cases) {
      const { report, cold, coldMs, warmRequests, warmMs } = await coldThenWarm(fake, server.url, teamOf(names));
      const count = (path: string) => cold.filter((request) => request.path === path).length;
      const unknown = report.problems.filter((problem) => problem.code === "unknown-card").length;
      rows.push({
        case: label,
        distinctNames: names.length,
        collection: count("/cards/collection"),
        named: count("/cards/named"),
        autocomplete: count("/cards/autocomplete"),
        expectedCollection: expected,
        unknownCards: unknown,
        coldMs,
        warmRepeatRequests: warmRequests,
        warmMs,
      });
      log(`live: ${label}: ${count("/cards/collection")} collection request(s) in ${coldMs.toFixed(0)} ms`);
    }
  } finally {
    await server.close();
  }
  return rows;
}

/**
 * A team of two 60-card decks written in Japanese (15 printed names × 4 each, real names of the shared
 * corpus's cards), against a fake Scryfall holding the printings of an all_cards-style file.
 */
async function liveLanguages(allCardsFile: string) {
  const printings = JSON.parse(readFileSync(allCardsFile, "utf8")) as RawCard[];
  const fake = new FakeScryfall(printings);
  const server = await serveFakeScryfall(fake);
  const rows = [];
  try {
    // Printed names of one card only, single-faced, first of their card: the check finds each.
    const owners = new Map<string, Set<string>>();
    for (const card of printings) {
      if (card.lang !== "ja" || typeof card.printed_name !== "string") continue;
      owners.set(card.printed_name, (owners.get(card.printed_name) ?? new Set()).add(String(card.oracle_id)));
    }
    const seen = new Set<string>();
    const chosen = printings
      .filter((card) => {
        const printed = card.printed_name;
        if (
          card.lang !== "ja" ||
          typeof printed !== "string" ||
          owners.get(printed)?.size !== 1 ||
          seen.has(String(card.oracle_id))
        )
          return false;
        seen.add(String(card.oracle_id));
        return /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]+$/u.test(printed);
      })
      .slice(0, 30);
    const deck = (cards: RawCard[], withNumbers: boolean) =>
      cards
        .map(
          (card) =>
            `4 ${card.printed_name}${withNumbers ? ` (${String(card.set).toUpperCase()}) ${card.collector_number}` : ""}`,
        )
        .join("\n");
    for (const withNumbers of [false, true]) {
      const label = withNumbers
        ? "60-card Japanese decks, set and number on every line"
        : "60-card Japanese decks, printed names only";
      const team: TeamInput = {
        format: "modern",
        decks: [
          { name: "Aiko", list: deck(chosen.slice(0, 15), withNumbers) },
          { name: "Ren", list: deck(chosen.slice(15), withNumbers) },
        ],
      };
      const { report, cold, coldMs, warmRequests } = await coldThenWarm(fake, server.url, team);
      const count = (path: string) => cold.filter((request) => request.path === path).length;
      rows.push({
        case: label,
        distinctNames: 30,
        collection: count("/cards/collection"),
        search: count("/cards/search"),
        requests: cold.length,
        unresolved: report.problems.filter(
          (problem) => problem.code === "unknown-card" || problem.code === "ambiguous-card",
        ).length,
        coldMs,
        warmRepeatRequests: warmRequests,
      });
      log(`live-languages: ${label}: ${cold.length} request(s) in ${coldMs.toFixed(0)} ms`);
    }
  } finally {
    await server.close();
  }
  return rows;
}

const [part, cardData = "../shared/scryfall"] = process.argv.slice(2);
const parts: Record<string, () => Promise<unknown>> = {
  pure: () => pure(cardData),
  live,
  "live-languages": () => liveLanguages(cardData),
};
const run = part ? parts[part] : undefined;
if (!run) {
  log(`usage: core.ts <${Object.keys(parts).join("|")}> [card data path]`);
  process.exit(2);
}
process.stdout.write(`${JSON.stringify(await run())}\n`);
