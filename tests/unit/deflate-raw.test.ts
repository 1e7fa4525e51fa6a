// lib/deflate-raw.ts: every output must inflate (node:zlib and the web DecompressionStream) to its
// input, and on real checks be no bigger than zlib's level 6 (within 2%).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflateRaw, huffmanLengths } from "../../lib/deflate-raw";
import { MODERN_TEAM } from "../../scripts/bench/decks.mjs";

const encoder = new TextEncoder();
const FIXTURES = new URL("../fixtures/decklists/", import.meta.url);
const CARDS = new URL("../../../shared/scryfall/cards.json", import.meta.url);

/** A seeded generator (Park-Miller), so that every run tests the same inputs. */
function random(seed: number): () => number {
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647;
}

function randomBytes(length: number, seed: number): Uint8Array {
  const next = random(seed);
  return Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

/** Byte-for-byte equality without a per-element diff (slow on 450 KB). */
function roundTrips(input: Uint8Array): boolean {
  return Buffer.from(inflateRawSync(deflateRaw(input))).equals(input);
}

async function inflateWeb(deflated: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([deflated as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function checkJson(lists: string[], names = ["Alice", "Bob"]): Uint8Array {
  const decks = lists.map((list, index) => ({ name: names[index] ?? `Player ${index + 1}`, list }));
  return encoder.encode(JSON.stringify({ format: "modern", ruleset: "tournament", decks, checkedAt: "2026-11-23T12:00:00.000Z", legal: true }));
}

/** Our total size over zlib's level 6 total, and the worst single ratio. */
function sizesAgainstZlib(inputs: Uint8Array[]): { total: number; worst: number } {
  let ours = 0;
  let theirs = 0;
  let worst = 0;
  for (const input of inputs) {
    const a = deflateRaw(input).length;
    const b = deflateRawSync(input).length;
    ours += a;
    theirs += b;
    worst = Math.max(worst, a / b);
  }
  return { total: ours / theirs, worst };
}

const benchJson = encoder.encode(JSON.stringify({ ...MODERN_TEAM, checkedAt: "2026-11-23T12:00:00.000Z", legal: true }));
const island = encoder.encode("4 Island\n".repeat(25_000));
const NAMES = ["Lightning Bolt", "Jötun Grunt", "Fire // Ice", "Sheoldred, the Apocalypse", "Island", "Orcish Bowmasters", "Arid Mesa", "Æther Vial", "Lim-Dûl's Vault"];

describe("deflateRaw", () => {
  it("round-trips the edge cases through node:zlib", () => {
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      Uint8Array.of(0),
      Uint8Array.of(255),
      Uint8Array.of(7, 7),
      Uint8Array.of(1, 2, 3),
      Uint8Array.of(9, 9, 9, 9),
      encoder.encode("abcabcabcabc"),
      new Uint8Array(100_000).fill(65), // one long run: distance 1, length 258
      new Uint8Array(70_000), // zeros past a 64 KB boundary
      Uint8Array.from({ length: 4096 }, (_, index) => index & 255), // every byte value
      randomBytes(1_000, 1), // incompressible: a stored block
      randomBytes(200_000, 2), // stored blocks of at most 65,535 bytes each
      island, // 225 KB that shrinks a thousandfold, over several blocks
      benchJson,
      Buffer.from(benchJson), // a Buffer is a Uint8Array too
    ];
    for (const input of cases) expect(roundTrips(input), `${input.length} bytes`).toBe(true);
  });

  it("round-trips 450 KB of mixed text, many blocks, half compressible and half not", () => {
    const next = random(3);
    const parts: string[] = [];
    for (let size = 0; size < 450_000; ) {
      const part = next() < 0.5 ? `${1 + Math.floor(next() * 4)} ${NAMES[Math.floor(next() * NAMES.length)]}\n` : String.fromCharCode(...randomBytes(40, size + 1).map((byte) => 32 + (byte % 95)));
      parts.push(part);
      size += part.length;
    }
    const mixed = encoder.encode(parts.join("")).subarray(0, 450_000);
    expect(roundTrips(mixed)).toBe(true);
    expect(deflateRaw(mixed).length).toBeLessThan(mixed.length);
  });

  it("never grows incompressible input by more than a stored block's 5 bytes per 64 KB", () => {
    for (const length of [1, 100, 65_535, 65_536, 300_000]) {
      const input = randomBytes(length, length);
      expect(deflateRaw(input).length).toBeLessThanOrEqual(length + 5 * Math.ceil(length / 65_535) + 5 * Math.ceil(length / 16_383));
    }
  });

  it("compresses repetition as zlib does", () => {
    expect(deflateRaw(island).length).toBeLessThanOrEqual(deflateRawSync(island).length);
    expect(deflateRaw(new Uint8Array(100_000).fill(65)).length).toBeLessThanOrEqual(deflateRawSync(new Uint8Array(100_000).fill(65)).length);
  });

  it("round-trips arbitrary bytes (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), (input) => roundTrips(input)),
      { numRuns: 2000 },
    );
  });

  it("round-trips decklist-like text (property)", () => {
    const line = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.oneof(fc.constantFrom(...NAMES), fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 })));
    const list = fc.array(line, { maxLength: 120 }).map((lines) => lines.map(([count, name]) => `${count} ${name}`).join("\n"));
    fc.assert(
      fc.property(fc.tuple(list, list), ([a, b]) => roundTrips(checkJson([a, b]))),
      { numRuns: 1000 },
    );
  });

  it("inflates in the web DecompressionStream too", async () => {
    for (const input of [new Uint8Array(0), Uint8Array.of(42), benchJson, randomBytes(70_000, 4), island]) {
      expect(Buffer.from(await inflateWeb(deflateRaw(input))).equals(input)).toBe(true);
    }
  });

  it("is within 2% of zlib's level 6 on the bench team", () => {
    expect(deflateRaw(benchJson).length).toBeLessThanOrEqual(Math.ceil(deflateRawSync(benchJson).length * 1.02));
  });

  it("is within 2% of zlib's level 6 on the decklist fixtures", () => {
    const texts = readdirSync(FIXTURES)
      .sort()
      .map((name) => readFileSync(new URL(name, FIXTURES), "utf8"));
    // Each fixture alone, and as teams of two in turn.
    const inputs = [...texts.map((text) => checkJson([text])), ...texts.map((text, index) => checkJson([text, texts[(index + 1) % texts.length]!]))];
    const { total, worst } = sizesAgainstZlib(inputs);
    expect(total).toBeLessThanOrEqual(1.02);
    expect(worst).toBeLessThanOrEqual(1.02);
  });

  it.skipIf(!existsSync(CARDS))("is within 2% of zlib's level 6 on teams of real card names", () => {
    const names = [...new Set((JSON.parse(readFileSync(CARDS, "utf8")) as { name: string }[]).map((card) => card.name))];
    const next = random(5);
    const deck = (lines: number) => Array.from({ length: lines }, () => `${1 + Math.floor(next() * 4)} ${names[Math.floor(next() * names.length)]}`).join("\n");
    const teams = Array.from({ length: 200 }, () => checkJson([deck(15 + Math.floor(next() * 25)), deck(15 + Math.floor(next() * 25))]));
    const teamSizes = sizesAgainstZlib(teams);
    expect(teamSizes.total).toBeLessThanOrEqual(1.02);
    expect(teamSizes.worst).toBeLessThanOrEqual(1.02);
    // A list at the link's 450 KB cap: many blocks.
    const longest = checkJson([deck(9_000), deck(9_000)]).subarray(0, 450_000);
    expect(roundTrips(longest)).toBe(true);
    expect(sizesAgainstZlib([longest]).total).toBeLessThanOrEqual(1.02);
  });
});

describe("huffmanLengths", () => {
  /** Kraft's sum: exactly 1 for a complete prefix code. */
  const kraft = (lens: Uint8Array) => lens.reduce((sum, length) => sum + (length ? 2 ** -length : 0), 0);

  it("limits Fibonacci frequencies, whose optimal code is as deep as the alphabet, to 15 and 7 bits", () => {
    const fib = [1, 1];
    while (fib.length < 30) fib.push(fib.at(-1)! + fib.at(-2)!);
    for (const [count, limit] of [
      [30, 15],
      [19, 7],
    ] as const) {
      const freq = Int32Array.from(fib.slice(0, count));
      const lens = new Uint8Array(count);
      huffmanLengths(freq, count, limit, lens);
      expect(Math.max(...lens)).toBe(limit);
      expect(Math.min(...lens)).toBeGreaterThan(0);
      expect(kraft(lens)).toBe(1);
      // More frequent symbols never get longer codes.
      for (let s = 1; s < count; s++) expect(lens[s]!).toBeLessThanOrEqual(lens[s - 1]!);
    }
  });

  it("gives a lone symbol, and no symbol, a complete code of two 1-bit codes", () => {
    const lens = new Uint8Array(30);
    huffmanLengths(Int32Array.of(0, 0, 5), 3, 15, lens);
    expect([...lens.subarray(0, 3)]).toEqual([1, 0, 1]);
    huffmanLengths(new Int32Array(30), 30, 15, lens);
    expect([...lens.subarray(0, 3)]).toEqual([1, 1, 0]);
  });

  it("round-trips bytes with Fibonacci frequencies, in a seeded random order", () => {
    const fib = [1, 1];
    while (fib.length < 24) fib.push(fib.at(-1)! + fib.at(-2)!);
    const bytes = fib.flatMap((count, symbol) => Array<number>(count).fill(symbol * 10));
    const next = random(6);
    for (let i = bytes.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [bytes[i], bytes[j]] = [bytes[j]!, bytes[i]!];
    }
    expect(roundTrips(Uint8Array.from(bytes))).toBe(true);
  });
});
