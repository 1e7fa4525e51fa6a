// (j) The name index alone (docs/performance.md, (j)): on an all_cards-style file, how long building
// the one index of English and printed names takes, and suggestions for 1,000 misspelt names (real
// names, English and printed, with two letters swapped or one dropped), each answered afresh.
// Usage: node --expose-gc --conditions=react-server --import tsx scripts/bench/names-index.ts <all_cards-style file>
// Prints one JSON object on stdout; progress goes to stderr.
import { CardIndex } from "@/lib/cards/card-index";
import { loadBulkData } from "@/server/cards/bulk-file";

const MISSPELT = 1_000;
/** Scryfall's fuzzy match finds these; so must the index (docs/performance.md, (j)). */
const SUITE = [
  ["Lightnig Bolt", "Lightning Bolt"],
  ["Thoughtsieze", "Thoughtseize"],
  ["Sheoldred, the Apocalyspe", "Sheoldred, the Apocalypse"],
];

/** `name` with the letters at the middle swapped (even `at`) or the middle letter dropped (odd). */
function misspell(name: string, at: number): string {
  const middle = Math.floor(name.length / 2);
  if (at % 2 === 1) return name.slice(0, middle) + name.slice(middle + 1);
  return name.slice(0, middle - 1) + name[middle] + name[middle - 1] + name.slice(middle + 1);
}

const file = process.argv[2];
if (!file) throw new Error("usage: names-index.ts <all_cards-style file>");
const { cards } = await loadBulkData(file, () => undefined);
const memoryMB = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1e6;
};
let started = performance.now();
const index = new CardIndex(cards);
const indexMs = performance.now() - started;
globalThis.gc?.();
const before = memoryMB();
started = performance.now();
let cpu = process.cpuUsage();
index.prepareSuggestions();
const buildMs = performance.now() - started;
const buildCpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
globalThis.gc?.();
const buildMB = memoryMB() - before;

// Cards spread over the file, alternately their English name and one of their printed names.
const names: string[] = [];
const step = Math.max(1, Math.floor(cards.length / (MISSPELT * 1.3)));
for (let at = 0; at < cards.length && names.length < MISSPELT; at += step) {
  const card = cards[at]!;
  const printed = card.printedNames?.[at % card.printedNames.length];
  const name = names.length % 2 === 1 && printed ? printed.name : card.name;
  if (name.length >= 6) names.push(misspell(name, names.length));
}
const typos = names.filter((name) => index.candidates(name).length === 0).slice(0, MISSPELT);
// Warm the JIT as a running server's is, on other typos (each with a letter more), then time each name
// answered afresh (the index keeps no cache).
for (const name of typos) index.suggest(`${name}x`);
started = performance.now();
cpu = process.cpuUsage();
let suggested = 0;
for (const name of typos) if (index.suggest(name).length > 0) suggested++;
const totalMs = performance.now() - started;
const totalCpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;

const suite = SUITE.map(([typed, expected]) => ({ typed, expected, first: index.suggest(typed!)[0] ?? null }));
process.stdout.write(
  `${JSON.stringify({ cards: cards.length, indexMs, buildMs, buildCpuMs, buildMB, misspelt: typos.length, suggested, totalMs, totalCpuMs, suite })}\n`,
);
