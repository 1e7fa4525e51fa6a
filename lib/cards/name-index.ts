// The closest names to one that matches none, out of every name the card data holds (English and
// printed: 190,000 with every language), in well under a millisecond: a trigram index picks the few
// names sharing most of the typed name's three-letter pieces (two-letter ones in Japanese and Chinese), and only those are ranked by edit
// distance (suggest.ts). Each edit changes at most three trigrams, so a name a few typos away shares
// most of them. Written here rather than taken from uFuzzy or MiniSearch: both scan or score far more
// of 190,000 names per query than this (uFuzzy's regex filter runs over every name) and neither ranks
// by edit distance, which is what "Thoughtsieze" → "Thoughtseize" needs.
import { rankNames } from "./suggest";

/** Trigrams hash into this many buckets: a collision only adds a candidate, which edit distance drops. */
const BUCKET_BITS = 17;
const BUCKETS = 1 << BUCKET_BITS;
/** Names ranked by edit distance per query, at most: the ones sharing the most trigrams. */
const MAX_CANDIDATES = 32;
const MAX_TYPED_LENGTH = 64;
/** Postings read per query, at most, rarest trigrams first; and the trigrams read whatever they cost. */
const MAX_POSTINGS = 2_000;
const MIN_GRAMS = 2;

/** First code unit of the scripts whose names are a few characters long (kana, CJK, Hangul). */
const SHORT_NAME_SCRIPTS = 0x2e80;

const bucketOf = (a: number, b: number, c: number) => {
  const hash = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35);
  return (hash ^ (hash >>> 15)) & (BUCKETS - 1);
};

/**
 * The buckets of `name`'s trigrams, padded with a space each side, each once; and of its bigrams where
 * one character is CJK or kana, since "稲妻" and a typo of it ("雷妻") share no trigram at all.
 */
function bucketsOf(name: string, into: number[]): number[] {
  into.length = 0;
  const padded = ` ${name.slice(0, MAX_TYPED_LENGTH * 3)} `;
  const push = (bucket: number) => {
    if (!into.includes(bucket)) into.push(bucket);
  };
  for (let at = 0; at + 2 <= padded.length; at++) {
    const first = padded.charCodeAt(at);
    const second = padded.charCodeAt(at + 1);
    if (at + 3 <= padded.length) push(bucketOf(first, second, padded.charCodeAt(at + 2)));
    if (first >= SHORT_NAME_SCRIPTS || second >= SHORT_NAME_SCRIPTS) push(bucketOf(first, second, 0));
  }
  return into;
}

export class NameIndex {
  /** The names, shortest first: a name's number orders it by length, so each bucket's postings are too. */
  private readonly names: string[];
  /** Per length up to the longest name's and one more, the number of the first name at least that long. */
  private readonly firstOfLength: Uint32Array;
  /** Name numbers in the names' alphabetical order: the names starting with what was typed are one run. */
  private readonly alphabetical: Uint32Array;
  /** Where each bucket's names start in `postings` (BUCKETS + 1 entries). */
  private readonly starts: Uint32Array;
  /** Name numbers, bucket after bucket, each bucket's in ascending order. */
  private readonly postings: Uint32Array;
  /** Per name, how many of the query's trigrams it shares: scratch, zeroed after each query. */
  private readonly shared: Uint8Array;
  private readonly touched: number[] = [];
  private readonly buckets: number[] = [];

  /** `names`: folded names, each once. */
  constructor(names: Iterable<string>) {
    this.names = [...names].sort((a, b) => a.length - b.length);
    const longest = this.names.at(-1)?.length ?? 0;
    this.firstOfLength = new Uint32Array(longest + 2);
    for (const name of this.names) this.firstOfLength[name.length + 1]!++;
    for (let length = 1; length <= longest + 1; length++)
      this.firstOfLength[length]! += this.firstOfLength[length - 1]!;
    this.alphabetical = Uint32Array.from(this.names.keys()).sort((a, b) =>
      this.names[a]! < this.names[b]! ? -1 : this.names[a]! > this.names[b]! ? 1 : 0,
    );
    const counts = new Uint32Array(BUCKETS + 1);
    const buckets: number[] = [];
    for (const name of this.names) for (const bucket of bucketsOf(name, buckets)) counts[bucket + 1]!++;
    for (let bucket = 1; bucket <= BUCKETS; bucket++) counts[bucket]! += counts[bucket - 1]!;
    this.starts = counts.slice();
    this.postings = new Uint32Array(counts[BUCKETS]!);
    for (let id = 0; id < this.names.length; id++)
      for (const bucket of bucketsOf(this.names[id]!, buckets)) this.postings[counts[bucket]!++] = id;
    this.shared = new Uint8Array(this.names.length);
  }

  get size(): number {
    return this.names.length;
  }

  /** Up to `limit` names closest to the folded `typed` name, closest first (rankNames' order). */
  closest(typed: string, limit: number): string[] {
    const query = typed.slice(0, MAX_TYPED_LENGTH);
    if (query.length < 2) return [];
    return rankNames(query, [...new Set([...this.startingWith(query, limit), ...this.candidates(query)])], limit);
  }

  /** Up to `limit` names that start with `query` (rankNames ranks them first). */
  private startingWith(query: string, limit: number): string[] {
    const { alphabetical, names } = this;
    let low = 0;
    let high = alphabetical.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (names[alphabetical[middle]!]! < query) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < alphabetical.length && found.length < limit; at++) {
      const name = names[alphabetical[at]!]!;
      if (!name.startsWith(query)) break;
      if (name !== query) found.push(name);
    }
    return found;
  }

  /** The first position in `postings` between `from` and `to` holding a name number of at least `id`. */
  private firstAtLeast(id: number, from: number, to: number): number {
    let low = from;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.postings[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The names of about the query's length (within the edit distance rankNames allows) sharing the most
   * trigrams with it, at most MAX_CANDIDATES of them. Only the query's rarest trigrams are counted, as
   * many as fit in MAX_POSTINGS: a name a few typos away shares some of those, and common ones (" de",
   * "the") would cost most of the time and tell little.
   */
  private candidates(query: string): string[] {
    const { shared, touched, postings, starts, firstOfLength } = this;
    touched.length = 0;
    const ceiling = Math.max(1, Math.floor(query.length / 4));
    const lowest = firstOfLength[Math.max(0, Math.min(firstOfLength.length - 1, query.length - ceiling))]!;
    const beyond = firstOfLength[Math.min(firstOfLength.length - 1, query.length + ceiling + 1)]!;
    const ranges = bucketsOf(query, this.buckets)
      .map((bucket) => {
        const from = this.firstAtLeast(lowest, starts[bucket]!, starts[bucket + 1]!);
        return { from, to: this.firstAtLeast(beyond, from, starts[bucket + 1]!) };
      })
      .filter(({ from, to }) => to > from)
      .sort((a, b) => a.to - a.from - (b.to - b.from));
    let visited = 0;
    for (const [index, { from, to }] of ranges.entries()) {
      if (index >= MIN_GRAMS && visited + to - from > MAX_POSTINGS) break;
      visited += to - from;
      for (let at = from; at < to; at++) {
        const id = postings[at]!;
        if (shared[id] === 0) touched.push(id);
        shared[id]!++;
      }
    }
    const histogram = new Uint32Array(256);
    for (const id of touched) histogram[shared[id]!]!++;
    // The fewest shared trigrams a candidate needs so that at most MAX_CANDIDATES names have them (or
    // all of those sharing the most, when they alone are more).
    let floor = 255;
    for (let taken = histogram[255]!; floor > 1 && (taken === 0 || taken + histogram[floor - 1]! <= MAX_CANDIDATES);)
      taken += histogram[--floor]!;
    const found: string[] = [];
    for (const id of touched) {
      if (shared[id]! >= floor) found.push(this.names[id]!);
      shared[id] = 0;
    }
    return found;
  }
}
