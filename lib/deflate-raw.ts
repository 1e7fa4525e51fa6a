// Raw DEFLATE (RFC 1951), no zlib or gzip wrapper: the share links' compressor, in plain TypeScript so
// that it runs on the server and in the browser alike. It parses as zlib's level 6 does (LZ77 over a
// 32 KB window, hash chains of at most 128 links, lazy matching; like the zlib Node ships, Chromium's,
// it hashes 4 bytes rather than 3, as 3-byte matches seldom pay for themselves) and writes each block with dynamic
// Huffman codes, fixed codes or stored bytes, whichever is shortest. Its output is not zlib's byte for
// byte, but within a fraction of a percent of its size. All working memory is module-level typed arrays
// that only grow, so a call allocates nothing but its result.

const WSIZE = 32768; // window, 3.2.5: distances 1..32768
const MAX_MATCH = 258;
// zlib's configuration_table for level 6: good_length, max_lazy, nice_length, max_chain.
const GOOD = 8;
const LAZY = 16;
const NICE = 128;
const CHAIN = 128;
const TOO_FAR = 4096; // a 3-byte match further back than this costs more than its literals
const BLOCK_SYMBOLS = 16383; // a new block after this many literals and matches, as zlib's default memLevel

// 3.2.5: length codes 257..285 and distance codes 0..29, their base values and extra bits.
const LBASE = new Uint16Array(29);
const LEXTRA = new Uint8Array(29);
const DBASE = new Uint16Array(30);
const DEXTRA = new Uint8Array(30);
const LCODE = new Uint8Array(256); // match length - 3 -> length code - 257
const DCODE = new Uint8Array(512); // distance d -> code: [d - 1] below 257, else [256 + ((d - 1) >> 7)]
for (let code = 0, base = 3; code < 28; code++) {
  LEXTRA[code] = code < 8 ? 0 : (code >> 2) - 1;
  LBASE[code] = base;
  for (let k = 0; k < 1 << LEXTRA[code]!; k++) LCODE[base - 3 + k] = code;
  base += 1 << LEXTRA[code]!;
}
LBASE[28] = 258;
LCODE[255] = 28;
for (let code = 0, base = 1; code < 30; code++) {
  DEXTRA[code] = code < 4 ? 0 : (code >> 1) - 1;
  DBASE[code] = base;
  base += 1 << DEXTRA[code]!;
  for (let d = DBASE[code]!; d < base; d += d > 256 ? 128 : 1) DCODE[d <= 256 ? d - 1 : 256 + ((d - 1) >> 7)] = code;
}

// 3.2.6: the fixed codes' lengths (literal/length 0-143: 8, 144-255: 9, 256-279: 7, 280-287: 8; distance: 5).
const FIXED_LIT_LEN = new Uint8Array(288).fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
const FIXED_DIST_LEN = new Uint8Array(30).fill(5);
const FIXED_LIT_CODE = new Uint16Array(288);
const FIXED_DIST_CODE = new Uint16Array(30);
// 3.2.7: the order in which the code length code's lengths are sent.
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

// Scratch state, reused by every call.
let headBuf = new Int32Array(0); // hash of 4 bytes -> last position + 1 (0: none)
let prevBuf = new Int32Array(0); // position & mask -> previous position + 1 with the same hash
let symBuf = new Uint32Array(0); // a block's symbols: a literal byte, or (distance << 8 | length - 3)
let out = new Uint8Array(0);
let outPos = 0;
let bitBuf = 0; // bits not yet written, LSB first (3.1.1)
let bitCount = 0; // always < 16 between writes
// Frequencies are all 0 between blocks: a block clears only the ones it used.
const litFreq = new Int32Array(286);
const distFreq = new Int32Array(30);
// Bit s set: litFreq[s] > 0. With the block's distance codes' bits (distSeen, a local in deflateRaw),
// this lets a block's work visit only the symbols used, some 90 of 316 in a share link's JSON.
const litSeen = new Int32Array(9);
const litSyms = new Uint16Array(286); // a block's symbols that get a code, ascending
const distSyms = new Uint16Array(30);
const clFreq = new Int32Array(19);
const litLen = new Uint8Array(286);
const distLen = new Uint8Array(30);
const clLen = new Uint8Array(19);
const litCode = new Uint16Array(286);
const distCode = new Uint16Array(30);
const clCode = new Uint16Array(19);
const clSyms = new Uint16Array(316); // that sequence run-length coded: symbol | repeat bits << 5
const anySyms = new Uint16Array(288); // huffmanLengths' coded symbols
const keys = new Uint32Array(288); // frequency << 9 | symbol, sorted
const slots = new Int32Array(1024); // the counting sort's: frequency -> its first key's index
const depth = new Int32Array(288);
const blCount = new Int32Array(16);
const nextCode = new Int32Array(16);
const GAPS = [132, 57, 23, 10, 4, 1];
const IOTA = Uint16Array.from({ length: 288 }, (_, s) => s); // every symbol, for canonicalCodes
const REVERSE = new Uint8Array(256); // a byte's bits in reverse order
for (let b = 0; b < 256; b++) for (let k = 0; k < 8; k++) REVERSE[b]! |= ((b >> k) & 1) << (7 - k);

export function deflateRaw(input: Uint8Array): Uint8Array {
  const n = input.length;
  // Grow the scratch arrays to this input (powers of two, at most the window for prev).
  let hashBits = 9;
  while (hashBits < 15 && 1 << hashBits < 2 * n) hashBits++;
  if (headBuf.length < 1 << hashBits) headBuf = new Int32Array(1 << hashBits);
  const head = headBuf.fill(0, 0, 1 << hashBits);
  const hashShift = 32 - hashBits;
  let window = 512;
  while (window < WSIZE && window < n) window <<= 1;
  if (prevBuf.length < window) prevBuf = new Int32Array(window);
  const prev = prevBuf; // locals: module-level lets cost a load and a check at every use
  const mask = prev.length - 1;
  if (symBuf.length < Math.min(n, BLOCK_SYMBOLS) + 2) symBuf = new Uint32Array(Math.min(n, BLOCK_SYMBOLS) + 2);
  const syms = symBuf;
  const bound = n + (n >> 8) + 64; // stored blocks' worst case: 5 bytes per 64 KB and per block
  if (out.length < bound) out = new Uint8Array(bound);
  outPos = bitBuf = bitCount = 0;

  let nSyms = 0;
  let distSeen = 0; // bit c set: distFreq[c] > 0
  let blockStart = 0;
  // LZ77 with lazy matching, as zlib's deflate_slow: the match found at pos - 1 (prevLen, prevDist) is
  // only taken if pos does not start a longer one; otherwise the byte at pos - 1 goes out as a literal.
  let pos = 0;
  // The 4 bytes at the last position hashed, rolled one byte on per position: every position is hashed
  // in order, by the main loop or inside a match.
  let word = (input[0]! << 8) | (input[1]! << 16) | (input[2]! << 24);
  let prevLen = 2;
  let prevDist = 0;
  let pending = false; // the byte at pos - 1 is not yet coded
  while (pos < n) {
    let candidate = 0;
    if (pos + 3 < n) {
      word = (word >>> 8) | (input[pos + 3]! << 24);
      const h = Math.imul(word, 0x9e3779b1) >>> hashShift;
      candidate = head[h]!;
      prev[pos & mask] = candidate;
      head[h] = pos + 1;
    }
    let len = 2;
    let dist = 0;
    const maxLen = Math.min(MAX_MATCH, n - pos);
    if (candidate !== 0 && prevLen < LAZY && prevLen < maxLen && pos - candidate + 1 < WSIZE) {
      // Longest match along the hash chain, longer than prevLen (zlib's longest_match).
      const nice = Math.min(NICE, maxLen);
      let chain = prevLen >= GOOD ? CHAIN >> 2 : CHAIN;
      let best = prevLen;
      let c = candidate - 1;
      for (;;) {
        if (input[c + best] === input[pos + best] && input[c] === input[pos] && input[c + 1] === input[pos + 1]) {
          let l = 2;
          while (l < maxLen && input[c + l] === input[pos + l]) l++;
          if (l > best) {
            best = l;
            dist = pos - c;
            if (l >= nice) break;
          }
        }
        if (--chain === 0) break;
        const next = prev[c & mask]! - 1;
        if (next < 0 || pos - next >= WSIZE) break;
        c = next;
      }
      if (best > prevLen && !(best === 3 && dist > TOO_FAR)) len = best;
    }
    if (prevLen >= 3 && len <= prevLen) {
      syms[nSyms++] = (prevDist << 8) | (prevLen - 3);
      const lc = 257 + LCODE[prevLen - 3]!;
      litFreq[lc]!++;
      litSeen[lc >> 5]! |= 1 << (lc & 31);
      const dc = DCODE[prevDist <= 256 ? prevDist - 1 : 256 + ((prevDist - 1) >> 7)]!;
      distFreq[dc]!++;
      distSeen |= 1 << dc;
      // Index every position inside the match, as zlib does from level 4 up.
      const end = pos - 1 + prevLen;
      for (let p = pos + 1; p < end && p + 3 < n; p++) {
        word = (word >>> 8) | (input[p + 3]! << 24);
        const h = Math.imul(word, 0x9e3779b1) >>> hashShift;
        prev[p & mask] = head[h]!;
        head[h] = p + 1;
      }
      pos = end;
      prevLen = 2;
      pending = false;
    } else {
      if (pending) {
        const b = input[pos - 1]!;
        syms[nSyms++] = b;
        litFreq[b]!++;
        litSeen[b >> 5]! |= 1 << (b & 31);
      }
      pending = true;
      prevLen = len;
      prevDist = dist;
      pos++;
    }
    if (nSyms >= BLOCK_SYMBOLS) {
      const end = pending ? pos - 1 : pos;
      writeBlock(input, blockStart, end, nSyms, distSeen, false);
      blockStart = end;
      nSyms = distSeen = 0;
    }
  }
  if (pending) {
    const b = input[n - 1]!;
    syms[nSyms++] = b;
    litFreq[b]!++;
    litSeen[b >> 5]! |= 1 << (b & 31);
  }
  writeBlock(input, blockStart, n, nSyms, distSeen, true);
  alignToByte();
  return out.slice(0, outPos);
}

function putBits(value: number, count: number): void {
  bitBuf |= value << bitCount;
  bitCount += count;
  if (bitCount >= 16) {
    out[outPos++] = bitBuf;
    out[outPos++] = bitBuf >>> 8;
    bitBuf >>>= 16;
    bitCount -= 16;
  }
}

/** Writes out the bits still buffered, padding the last byte with zeros (3.1.1). */
function alignToByte(): void {
  if (bitCount > 0) out[outPos++] = bitBuf;
  if (bitCount > 8) out[outPos++] = bitBuf >>> 8;
  bitBuf = bitCount = 0;
}

/**
 * Writes the block of symBuf[0..nSyms) (input[start..end)), the way that takes the fewest bits, and clears
 * the frequencies. Every loop here runs over the symbols used (litSeen, distSeen), not whole alphabets.
 */
function writeBlock(input: Uint8Array, start: number, end: number, nSyms: number, distSeen: number, last: boolean): void {
  litFreq[256] = 1; // end of block
  litSeen[256 >> 5]! |= 1;
  // The used symbols in ascending order: the set bits, lowest first (bits & -bits isolates it).
  let nl = 0;
  for (let w = 0; w < 9; w++) {
    for (let bits = litSeen[w]!; bits !== 0; bits &= bits - 1) litSyms[nl++] = (w << 5) | (31 - Math.clz32(bits & -bits));
  }
  nl = padToTwo(litSyms, nl);
  let nd = 0;
  for (let bits = distSeen; bits !== 0; bits &= bits - 1) distSyms[nd++] = 31 - Math.clz32(bits & -bits);
  nd = padToTwo(distSyms, nd);
  codeLengths(litFreq, litSyms, nl, 15, litLen);
  codeLengths(distFreq, distSyms, nd, 15, distLen);
  // Every coded symbol's length is > 0 and 256 always has one, so these are huffmanLengths' counts.
  const nLit = litSyms[nl - 1]! + 1;
  const nDist = distSyms[nd - 1]! + 1;
  // Bit counts of the three kinds of block (3 header bits each).
  let extra = 0;
  let dynamic = 0;
  let fixed = 0;
  for (let i = 0; i < nl; i++) {
    const s = litSyms[i]!;
    const f = litFreq[s]!;
    dynamic += f * litLen[s]!;
    fixed += f * FIXED_LIT_LEN[s]!;
    if (s > 256) extra += f * LEXTRA[s - 257]!;
  }
  for (let i = 0; i < nd; i++) {
    const s = distSyms[i]!;
    const f = distFreq[s]!;
    dynamic += f * distLen[s]!;
    fixed += f * 5;
    extra += f * DEXTRA[s]!;
  }
  // 3.2.7: run-length code the code lengths: 16 repeats the previous length 3-6 times, 17 and 18 are
  // 3-10 and 11-138 zeros. The literal/length and distance lengths are one sequence, runs may cross.
  // Its nonzero entries are the coded symbols (at s, and nLit + s for distances), the rest are zeros.
  let nCl = 0;
  let runLen = 0;
  let runVal = 0;
  let next = 0; // the sequence's index after the last coded symbol seen
  for (let i = 0; i < nl + nd; i++) {
    const at = i < nl ? litSyms[i]! : nLit + distSyms[i - nl]!;
    const l = i < nl ? litLen[at]! : distLen[at - nLit]!;
    if (at > next || l !== runVal) {
      nCl = runLengths(runVal, runLen, nCl);
      nCl = runLengths(0, at - next, nCl);
      runLen = 0;
    }
    runVal = l;
    runLen++;
    next = at + 1;
  }
  nCl = runLengths(runVal, runLen, nCl);
  clFreq.fill(0);
  for (let i = 0; i < nCl; i++) clFreq[clSyms[i]! & 31]!++;
  huffmanLengths(clFreq, 19, 7, clLen);
  let nClLens = 19;
  while (nClLens > 4 && clLen[CL_ORDER[nClLens - 1]!] === 0) nClLens--;
  dynamic += 14 + 3 * nClLens + 2 * clFreq[16]! + 3 * clFreq[17]! + 7 * clFreq[18]!;
  for (let s = 0; s < 19; s++) dynamic += clFreq[s]! * clLen[s]!;
  const length = end - start;
  const stored = 8 * (length + 5 * Math.max(1, Math.ceil(length / 65535))) + 16; // padding included, roughly
  const coded = Math.min(dynamic, fixed) + extra;

  if (stored <= coded) {
    // 3.2.4: BTYPE=00, then LEN and NLEN at the next byte boundary, then the bytes; 65,535 at most each.
    for (let at = start; ; ) {
      const size = Math.min(65535, end - at);
      putBits(last && at + size === end ? 1 : 0, 3);
      alignToByte();
      out[outPos++] = size;
      out[outPos++] = size >>> 8;
      out[outPos++] = ~size;
      out[outPos++] = ~size >>> 8;
      for (let k = 0; k < size; k++) out[outPos++] = input[at + k]!;
      at += size;
      if (at === end) break;
    }
  } else {
    let lLen = FIXED_LIT_LEN;
    let lCode = FIXED_LIT_CODE;
    let dLen = FIXED_DIST_LEN;
    let dCode = FIXED_DIST_CODE;
    if (dynamic < fixed) {
      // 3.2.7: BTYPE=10, HLIT, HDIST, HCLEN, the code length code, then the lengths it codes.
      putBits((last ? 5 : 4) | ((nLit - 257) << 3) | ((nDist - 1) << 8), 13);
      putBits(nClLens - 4, 4);
      for (let i = 0; i < nClLens; i++) putBits(clLen[CL_ORDER[i]!]!, 3);
      canonicalCodes(clLen, IOTA, 19, clCode);
      for (let i = 0; i < nCl; i++) {
        const s = clSyms[i]! & 31;
        putBits(clCode[s]!, clLen[s]!);
        if (s >= 16) putBits(clSyms[i]! >>> 5, s === 16 ? 2 : s === 17 ? 3 : 7);
      }
      canonicalCodes(litLen, litSyms, nl, litCode);
      canonicalCodes(distLen, distSyms, nd, distCode);
      lLen = litLen;
      lCode = litCode;
      dLen = distLen;
      dCode = distCode;
    } else {
      putBits(last ? 3 : 2, 3); // 3.2.6: BTYPE=01
    }
    // The symbols (3.2.5), the hot loop: the bit buffer in locals, flushed whenever it holds 16 bits.
    const buf = out;
    let bb = bitBuf;
    let bc = bitCount;
    let o = outPos;
    const syms = symBuf;
    for (let i = 0; i < nSyms; i++) {
      const v = syms[i]!;
      if (v < 256) {
        bb |= lCode[v]! << bc;
        bc += lLen[v]!;
      } else {
        const lc = LCODE[v & 255]!;
        bb |= lCode[257 + lc]! << bc;
        bc += lLen[257 + lc]!;
        if (bc >= 16) {
          buf[o++] = bb;
          buf[o++] = bb >>> 8;
          bb >>>= 16;
          bc -= 16;
        }
        bb |= ((v & 255) + 3 - LBASE[lc]!) << bc;
        bc += LEXTRA[lc]!;
        if (bc >= 16) {
          buf[o++] = bb;
          buf[o++] = bb >>> 8;
          bb >>>= 16;
          bc -= 16;
        }
        const d = v >>> 8;
        const dc = DCODE[d <= 256 ? d - 1 : 256 + ((d - 1) >> 7)]!;
        bb |= dCode[dc]! << bc;
        bc += dLen[dc]!;
        if (bc >= 16) {
          buf[o++] = bb;
          buf[o++] = bb >>> 8;
          bb >>>= 16;
          bc -= 16;
        }
        bb |= (d - DBASE[dc]!) << bc;
        bc += DEXTRA[dc]!;
      }
      if (bc >= 16) {
        buf[o++] = bb;
        buf[o++] = bb >>> 8;
        bb >>>= 16;
        bc -= 16;
      }
    }
    bitBuf = bb;
    bitCount = bc;
    outPos = o;
    putBits(lCode[256]!, lLen[256]!);
  }
  for (let i = 0; i < nl; i++) litFreq[litSyms[i]!] = 0;
  for (let i = 0; i < nd; i++) distFreq[distSyms[i]!] = 0;
  litSeen.fill(0);
}

/** Appends the run-length codes (3.2.7) of `run` code lengths `l` to clSyms[n..), returns the new count. */
function runLengths(l: number, run: number, n: number): number {
  if (run === 0) return n;
  if (l === 0) {
    for (; run >= 11; run -= Math.min(run, 138)) clSyms[n++] = 18 | ((Math.min(run, 138) - 11) << 5);
    if (run >= 3) {
      clSyms[n++] = 17 | ((run - 3) << 5);
      run = 0;
    }
  } else {
    clSyms[n++] = l;
    for (run--; run >= 3; run -= Math.min(run, 6)) clSyms[n++] = 16 | ((Math.min(run, 6) - 3) << 5);
  }
  for (; run > 0; run--) clSyms[n++] = l;
  return n;
}

/**
 * The symbols that get a code, from the m used ones in syms (ascending): at least two, as zlib ensures,
 * so that every code is complete; the lowest unused ones make up the two. Returns their count.
 */
function padToTwo(syms: Uint16Array, m: number): number {
  if (m >= 2) return m;
  if (m === 1 && syms[0] !== 0) syms[1] = syms[0]!;
  else syms[1] = 1;
  syms[0] = 0;
  return 2;
}

/**
 * Huffman code lengths for freq[0..n), at most `limit` bits (3.2.2), into lens; returns the number of
 * symbols up to the last one used. Optimal lengths by Moffat and Katajainen's in-place method over the
 * symbols sorted by frequency, then, if some exceed the limit, the longest are cut to it and shorter
 * leaves pushed down until the code is complete again (as miniz does). At least two symbols get a code,
 * as zlib ensures, so that every code is complete.
 */
export function huffmanLengths(freq: ArrayLike<number>, n: number, limit: number, lens: Uint8Array): number {
  let m = 0;
  for (let s = 0; s < n; s++) if (freq[s]! > 0) anySyms[m++] = s;
  m = padToTwo(anySyms, m);
  lens.fill(0, 0, n);
  codeLengths(freq, anySyms, m, limit, lens);
  return anySyms[m - 1]! + 1;
}

/** huffmanLengths for the m symbols syms[0..m) (ascending, padded to two), into lens[syms[i]] only. */
function codeLengths(freq: ArrayLike<number>, syms: Uint16Array, m: number, limit: number, lens: Uint8Array): void {
  // The keys in ascending order. A share link's frequencies are small: then a counting sort by frequency
  // (stable, and syms ascending, so ties stay in symbol order), else a Shell sort (Ciura's gaps).
  let maxFreq = 0;
  for (let i = 0; i < m; i++) maxFreq = Math.max(maxFreq, freq[syms[i]!]!);
  if (maxFreq < slots.length) {
    slots.fill(0, 0, maxFreq + 1);
    for (let i = 0; i < m; i++) slots[freq[syms[i]!]!]!++;
    for (let f = 0, at = 0; f <= maxFreq; f++) {
      const count = slots[f]!;
      slots[f] = at;
      at += count;
    }
    for (let i = 0; i < m; i++) {
      const f = freq[syms[i]!]!;
      keys[slots[f]!++] = (f << 9) | syms[i]!;
    }
  } else {
    for (let i = 0; i < m; i++) keys[i] = (freq[syms[i]!]! << 9) | syms[i]!;
    for (const gap of GAPS) {
      for (let i = gap; i < m; i++) {
        const key = keys[i]!;
        let j = i;
        for (; j >= gap && keys[j - gap]! > key; j -= gap) keys[j] = keys[j - gap]!;
        keys[j] = key;
      }
    }
  }
  // Moffat-Katajainen: depth[] first holds the frequencies, then parent pointers, then leaf depths.
  for (let i = 0; i < m; i++) depth[i] = keys[i]! >>> 9;
  depth[0]! += depth[1]!;
  let root = 0;
  let leaf = 2;
  for (let next = 1; next < m - 1; next++) {
    if (leaf >= m || depth[root]! < depth[leaf]!) {
      depth[next] = depth[root]!;
      depth[root++] = next;
    } else depth[next] = depth[leaf++]!;
    if (leaf >= m || (root < next && depth[root]! < depth[leaf]!)) {
      depth[next]! += depth[root]!;
      depth[root++] = next;
    } else depth[next]! += depth[leaf++]!;
  }
  depth[m - 2] = 0;
  for (let next = m - 3; next >= 0; next--) depth[next] = depth[depth[next]!]! + 1;
  blCount.fill(0);
  for (let avail = 1, used = 0, d = 0, r = m - 2; avail > 0; d++) {
    while (r >= 0 && depth[r] === d) {
      used++;
      r--;
    }
    blCount[Math.min(d, limit)]! += avail - used; // the leaves at depth d
    avail = 2 * used;
    used = 0;
  }
  // Kraft sum in units of 2^-limit: over 2^limit means lengths were cut; push leaves down to fix it.
  let kraft = 0;
  for (let l = 1; l <= limit; l++) kraft += blCount[l]! << (limit - l);
  for (; kraft > 1 << limit; kraft--) {
    blCount[limit]!--;
    for (let l = limit - 1; l > 0; l--) {
      if (blCount[l]! > 0) {
        blCount[l]!--;
        blCount[l + 1]! += 2;
        break;
      }
    }
  }
  // The most frequent symbols get the shortest codes.
  for (let l = 1, i = m - 1; l <= limit; l++) for (let k = blCount[l]!; k > 0; k--) lens[keys[i--]! & 511] = l;
}

/**
 * 3.2.2: canonical codes from the lengths of syms[0..m) (ascending; the others' lengths are 0 or
 * stale, and unused), bit-reversed because Huffman codes are sent MSB first.
 */
function canonicalCodes(lens: Uint8Array, syms: Uint16Array, m: number, codes: Uint16Array): void {
  blCount.fill(0);
  for (let i = 0; i < m; i++) blCount[lens[syms[i]!]!]!++;
  blCount[0] = 0;
  for (let l = 1, code = 0; l < 16; l++) nextCode[l] = code = (code + blCount[l - 1]!) << 1;
  for (let i = 0; i < m; i++) {
    const s = syms[i]!;
    const l = lens[s]!;
    if (l === 0) continue;
    const c = nextCode[l]!++;
    codes[s] = ((REVERSE[c & 255]! << 8) | REVERSE[c >>> 8]!) >>> (16 - l);
  }
}

canonicalCodes(FIXED_LIT_LEN, IOTA, 288, FIXED_LIT_CODE);
canonicalCodes(FIXED_DIST_LEN, IOTA, 30, FIXED_DIST_CODE);
