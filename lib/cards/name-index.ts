// The closest names to one that matches none, out of every name the card data holds (English and
// printed: 190,000 with every language), in well under a millisecond: a trigram index picks the few
// names sharing most of the typed name's three-letter pieces (two-letter ones in Japanese and Chinese), and only those are ranked by edit
// distance (suggest.ts). Each edit changes at most three trigrams, so a name a few typos away shares
// most of them. Written here rather than taken from uFuzzy or MiniSearch: both scan or score far more
// of 190,000 names per query than this (uFuzzy's regex filter runs over every name) and neither ranks
// by edit distance, which is what "Thoughtsieze" → "Thoughtseize" needs.
import { rankNames } from "./suggest";

/** Trigrams hash into this many buckets: a collision only adds a candidate, which edit distance drops. */
const BUCKET_BITS = 16;
const BUCKETS = 1 << BUCKET_BITS;
/** Names ranked by edit distance per query, at most: the ones sharing the most trigrams. */
const MAX_CANDIDATES = 32;
const MAX_TYPED_LENGTH = 64;
/** Postings read per query, at most, rarest trigrams first; and the trigrams read whatever they cost. */
const MAX_POSTINGS = 2_000;
const MIN_GRAMS = 2;
/** Postings hold a name's number less its block's first: 16 bits. */
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;

/** First code unit of the scripts whose names are a few characters long (kana, CJK, Hangul). */
const SHORT_NAME_SCRIPTS = 0x2e80;
const SPACE = 0x20;

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
  // Read through the padding rather than building " name " for each of 190,000 names at load.
  const length = Math.min(name.length, MAX_TYPED_LENGTH * 3) + 2;
  const codeAt = (at: number) => (at === 0 || at === length - 1 ? SPACE : name.charCodeAt(at - 1));
  const push = (bucket: number) => {
    if (!into.includes(bucket)) into.push(bucket);
  };
  for (let at = 0; at + 2 <= length; at++) {
    const first = codeAt(at);
    const second = codeAt(at + 1);
    if (at + 3 <= length) push(bucketOf(first, second, codeAt(at + 2)));
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
  /** How many blocks of 65,536 name numbers there are: each bucket keeps one list per block. */
  private readonly blocks: number;
  /** Where each list starts in `postings`: bucket × blocks + block, and one more entry for the end. */
  private readonly starts: Uint32Array;
  /**
   * Name numbers, list after list, each list's in ascending order, less its block's first number: 16
   * bits a posting instead of 32, 4.6 MB less for every language's names (2.3 million postings).
   */
  private readonly postings: Uint16Array;
  /** Per name, how many of the query's trigrams it shares: scratch, zeroed after each query. */
  private readonly shared: Uint8Array;
  /** The names the query's trigrams reached (each once), and how many share each count: scratch. */
  private touched = new Uint32Array(4_096);
  private readonly histogram = new Uint32Array(256);
  private readonly buckets: number[] = [];
  /** The query's buckets by size: scratch, room for a query's trigrams and bigrams. */
  private readonly bySize = new Float64Array(2 * MAX_TYPED_LENGTH + 2);

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
    const blocks = Math.max(1, Math.ceil(this.names.length / BLOCK));
    this.blocks = blocks;
    const lists = BUCKETS * blocks;
    // Counted, summed into each list's start, then each list filled from its start: a list's start then
    // holds its end, the next list's start, so one shift makes them starts again (no second array).
    const starts = new Uint32Array(lists + 1);
    const buckets: number[] = [];
    for (let id = 0; id < this.names.length; id++)
      for (const bucket of bucketsOf(this.names[id]!, buckets)) starts[bucket * blocks + (id >>> BLOCK_BITS) + 1]!++;
    for (let list = 1; list <= lists; list++) starts[list]! += starts[list - 1]!;
    this.postings = new Uint16Array(starts[lists]!);
    for (let id = 0; id < this.names.length; id++)
      for (const bucket of bucketsOf(this.names[id]!, buckets))
        this.postings[starts[bucket * blocks + (id >>> BLOCK_BITS)]!++] = id & (BLOCK - 1);
    starts.copyWithin(1, 0, lists);
    starts[0] = 0;
    this.starts = starts;
    this.shared = new Uint8Array(this.names.length);
    this.rangeFrom = new Uint32Array(blocks);
    this.rangeTo = new Uint32Array(blocks);
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

  /** The first position in `postings` between `from` and `to` holding a number (less its block's first) of at least `low`. */
  private firstAtLeast(low: number, from: number, to: number): number {
    let lowest = from;
    let highest = to;
    while (lowest < highest) {
      const middle = (lowest + highest) >>> 1;
      if (this.postings[middle]! < low) lowest = middle + 1;
      else highest = middle;
    }
    return lowest;
  }

  /**
   * The names of about the query's length (within the edit distance rankNames allows) sharing the most
   * trigrams with it, at most MAX_CANDIDATES of them. Only the query's rarest trigrams are counted, as
   * many as fit in MAX_POSTINGS: a name a few typos away shares some of those, and common ones (" de",
   * "the") would cost most of the time and tell little. Rarity is the whole bucket's size, known
   * without a search, so only the buckets read are searched for the query's lengths: a search of a
   * common trigram's long list is most of a query's cost. Scratch arrays, no allocation per query.
   */
  private candidates(query: string): string[] {
    const { shared, postings, starts, firstOfLength, histogram, blocks } = this;
    const ceiling = Math.max(1, Math.floor(query.length / 4));
    // Name numbers lowest ≤ id < beyond have a length within the ceiling of the query's.
    const lowest = firstOfLength[Math.max(0, Math.min(firstOfLength.length - 1, query.length - ceiling))]!;
    const beyond = firstOfLength[Math.min(firstOfLength.length - 1, query.length + ceiling + 1)]!;
    if (beyond <= lowest) return [];
    const firstBlock = lowest >>> BLOCK_BITS;
    const lastBlock = (beyond - 1) >>> BLOCK_BITS;
    // The query's buckets, rarest first: each as its size × BUCKETS + its number, sorted as numbers.
    const grams = bucketsOf(query, this.buckets);
    const bySize = this.bySize.subarray(0, grams.length);
    for (const [at, bucket] of grams.entries())
      bySize[at] = (starts[(bucket + 1) * blocks]! - starts[bucket * blocks]!) * BUCKETS + bucket;
    bySize.sort();
    let touched = this.touched;
    let count = 0;
    let visited = 0;
    let read = 0;
    for (const sized of bySize) {
      const bucket = sized % BUCKETS;
      // The bucket's postings of the query's lengths: a range in each block's list.
      let inRange = 0;
      for (let block = firstBlock; block <= lastBlock; block++) inRange += this.range(bucket, block, lowest, beyond);
      if (inRange === 0) continue;
      if (read >= MIN_GRAMS && visited + inRange > MAX_POSTINGS) break;
      read++;
      visited += inRange;
      if (touched.length < count + inRange) {
        touched = new Uint32Array(Math.max(touched.length * 2, count + inRange));
        touched.set(this.touched.subarray(0, count));
        this.touched = touched;
      }
      for (let block = firstBlock; block <= lastBlock; block++) {
        const offset = block << BLOCK_BITS;
        const to = this.rangeTo[block]!;
        for (let at = this.rangeFrom[block]!; at < to; at++) {
          const id = offset + postings[at]!;
          if (shared[id] === 0) touched[count++] = id;
          shared[id]!++;
        }
      }
    }
    histogram.fill(0);
    for (let at = 0; at < count; at++) histogram[shared[touched[at]!]!]!++;
    // The fewest shared trigrams a candidate needs so that at most MAX_CANDIDATES names have them (or
    // all of those sharing the most, when they alone are more).
    let floor = 255;
    for (let taken = histogram[255]!; floor > 1 && (taken === 0 || taken + histogram[floor - 1]! <= MAX_CANDIDATES);)
      taken += histogram[--floor]!;
    const found: string[] = [];
    for (let at = 0; at < count; at++) {
      const id = touched[at]!;
      if (shared[id]! >= floor) found.push(this.names[id]!);
      shared[id] = 0;
    }
    return found;
  }

  /** Per block, where range() found the bucket's postings of the query's lengths: scratch. */
  private readonly rangeFrom: Uint32Array;
  private readonly rangeTo: Uint32Array;

  /**
   * How many of `bucket`'s postings in `block` are of names lowest ≤ id < beyond; they are the
   * block's rangeFrom to rangeTo.
   */
  private range(bucket: number, block: number, lowest: number, beyond: number): number {
    const list = bucket * this.blocks + block;
    const start = this.starts[list]!;
    const end = this.starts[list + 1]!;
    const offset = block << BLOCK_BITS;
    const from = lowest > offset ? this.firstAtLeast(lowest - offset, start, end) : start;
    const to = beyond - offset < BLOCK ? this.firstAtLeast(beyond - offset, from, end) : end;
    this.rangeFrom[block] = from;
    this.rangeTo[block] = to;
    return to - from;
  }
}
