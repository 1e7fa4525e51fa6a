import "server-only";
// `npm run cards:download -- --languages ja,es|all`: streams Scryfall's all_cards bulk file (every
// printing in every language, gigabytes) and adds to the downloaded cards each printing's printed name
// and set/number. The file is read as it arrives, gunzipped when it comes compressed, one printing a
// line: never whole on disk or in memory.
import { pipeline, Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Card } from "@/lib/cards/card";
import { addPrinting, isDeckCard, oracleIdOf, readScryfallCard } from "@/lib/cards/scryfall-card";
import { readJsonLines } from "./json-array-file";

/** Which languages' printed names to keep: Scryfall's codes, or every language the file has. */
export type Languages = readonly string[] | "all";

const GZIP_MAGIC = [0x1f, 0x8b];

/** The body as it arrives, gunzipped when it starts as gzip does (a .json.gz file rather than gzip transfer encoding, which fetch undoes). */
async function* decompressed(
  body: AsyncIterable<Uint8Array>,
  onBytes: (bytes: number) => void,
): AsyncIterable<Uint8Array> {
  const counted = (async function* () {
    for await (const chunk of body) {
      onBytes(chunk.byteLength);
      yield chunk;
    }
  })();
  const iterator = counted[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  // pipeline destroys every stream on an error, so a download that breaks ends the reading too.
  if (first.value[0] === GZIP_MAGIC[0] && first.value[1] === GZIP_MAGIC[1])
    yield* pipeline(Readable.from(rest), createGunzip(), () => undefined);
  else yield* rest;
}

export interface PrintedNamesResult {
  /** Printings read from the file. */
  printings: number;
  /** Printed names added, per language. */
  names: Record<string, number>;
}

/**
 * Adds to `cards` the printed names of the printings in `languages`, and the set/number of those and
 * of the English printings (Arena names a printing in any language by the English one's number).
 */
export async function addPrintedNames(
  cards: readonly Card[],
  body: AsyncIterable<Uint8Array>,
  languages: Languages,
  onBytes: (bytes: number) => void,
): Promise<PrintedNamesResult> {
  const byOracleId = new Map(cards.map((card) => [card.oracleId, card]));
  const wanted = languages === "all" ? null : new Set(languages);
  const result: PrintedNamesResult = { printings: 0, names: {} };
  await readJsonLines(decompressed(body, onBytes), (value) => {
    const fields = readScryfallCard(value);
    if (!fields || !isDeckCard(fields)) return;
    result.printings++;
    const lang = fields.lang ?? "en";
    if (lang !== "en" && wanted && !wanted.has(lang)) return;
    const card = byOracleId.get(oracleIdOf(fields));
    if (!card) return;
    const before = card.printedNames?.length ?? 0;
    addPrinting(card, fields);
    if ((card.printedNames?.length ?? 0) > before) result.names[lang] = (result.names[lang] ?? 0) + 1;
  });
  return result;
}
