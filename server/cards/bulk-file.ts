import "server-only";
// Reads card data from files into our Card shape: the compact file `npm run cards:download` writes,
// Scryfall bulk files (an oracle_cards file, or any JSON array of card objects), or a folder of them.
// Scryfall's files are streamed, never held whole, and only what the rules and pages use is kept
// (lib/cards/scryfall-card.ts), with equal parts of different cards kept once (SharedCardParts).
import { open, readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Card } from "@/lib/cards/card";
import {
  addPrinting,
  isDeckCard,
  oracleIdOf,
  readScryfallCard,
  toCard,
  type ScryfallCardFields,
} from "@/lib/cards/scryfall-card";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { CardDataUnavailableError } from "@/lib/cards/source";
import { CardFileError } from "./card-file-error";
import { isCompactFileHead, readCompactFile } from "./compact-card-file";
import { arrayLayout, HEAD_BYTES, readJsonArray } from "./json-array-file";

export type CardFileKind = "compact" | "scryfall";

export interface BulkData {
  cards: Card[];
  /** When the data was current (Scryfall's `updated_at` for its bulk file); null when any file's date is unknown. */
  updatedAt: string | null;
  files: { file: string; kind: CardFileKind; updatedAt: string | null }[];
  skipped: { file: string; reason: string }[];
}

/** Written beside Scryfall's raw file by the download of earlier versions: `{ "updatedAt": "ISO time" }`. */
export function metadataPathFor(file: string): string {
  return file.replace(/\.json$/, ".meta.json");
}

/** The date an earlier download recorded beside a raw file; null when none was (a file's mtime says when it was copied, not when its data was current). */
async function recordedDate(file: string): Promise<string | null> {
  // Only a "*.json" file has metadata beside it; for any other name the path would be the file itself.
  if (!file.endsWith(".json")) return null;
  try {
    const meta: unknown = JSON.parse(await readFile(metadataPathFor(file), "utf8"));
    if (meta && typeof meta === "object" && "updatedAt" in meta && typeof meta.updatedAt === "string")
      return meta.updatedAt;
  } catch {
    // No metadata beside the file.
  }
  return null;
}

async function listJsonFiles(target: string): Promise<string[]> {
  let names: string[];
  try {
    if (!(await stat(target)).isDirectory()) return [target];
    names = await readdir(target);
  } catch (error) {
    throw new CardDataUnavailableError(`cannot read ${target}: ${(error as Error).message}`, { cause: error });
  }
  return names
    .filter((name) => name.endsWith(".json") && !name.endsWith(".meta.json"))
    .sort()
    .map((name) => path.join(target, name));
}

async function readHead(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer
      .toString("utf8", 0, bytesRead)
      .replace(/^\uFEFF/, "")
      .trimStart();
  } finally {
    await handle.close();
  }
}

/** Cards by Oracle id, the first file's card winning; equal parts shared. */
class CardCollection {
  readonly parts = new SharedCardParts();
  /** Cards whose first printing was not English: the English one, when it comes, gives their image and link. */
  private readonly madeFromLocalized = new Set<string>();
  private byOracleId: Map<string, Card> | undefined;
  /** A compact file's cards, one per Oracle id already: kept as they are until another file adds any. */
  private distinct: Card[] | undefined;

  add(card: Card): void {
    const byOracleId = this.byId();
    if (!byOracleId.has(card.oracleId)) byOracleId.set(card.oracleId, card);
  }

  /**
   * One printing of a card, as an all_cards-style file holds every printing in every language: the
   * first makes the card, the others add their printed name and set/number to it.
   */
  addPrinting(fields: ScryfallCardFields): void {
    const byOracleId = this.byId();
    const oracleId = oracleIdOf(fields);
    const known = byOracleId.get(oracleId);
    if (!known) {
      const card = toCard(fields, this.parts);
      byOracleId.set(oracleId, card);
      if (card.printedNames) this.madeFromLocalized.add(oracleId);
    } else if (fields.lang === "en" && this.madeFromLocalized.delete(oracleId)) {
      // The English printing's image and link, with what the others added.
      const card = toCard(fields, this.parts);
      card.printedNames = known.printedNames;
      card.printings = [...(card.printings ?? []), ...(known.printings ?? [])];
      card.sets = [...new Set([...(card.sets ?? []), ...(known.sets ?? [])])];
      if (known.releasedAt !== undefined && !(card.releasedAt !== undefined && card.releasedAt <= known.releasedAt))
        card.releasedAt = known.releasedAt;
      byOracleId.set(oracleId, card);
    } else addPrinting(known, fields);
  }

  addDistinct(cards: Card[]): void {
    if (!this.byOracleId && !this.distinct) this.distinct = cards;
    else for (const card of cards) this.add(card);
  }

  cards(): Card[] {
    if (this.distinct) return this.distinct;
    const cards = [...this.byId().values()];
    // Printed names and printings came one printing at a time: an array grown by push keeps up to half
    // as much again in spare room, 4 MB over every language's names. A copy is its exact length.
    for (const card of cards) {
      if (card.printedNames) card.printedNames = card.printedNames.slice();
      if (card.printings) card.printings = card.printings.slice();
    }
    return cards;
  }

  private byId(): Map<string, Card> {
    if (!this.byOracleId) {
      this.byOracleId = new Map((this.distinct ?? []).map((card) => [card.oracleId, card]));
      this.distinct = undefined;
    }
    return this.byOracleId;
  }
}

const NOT_CARDS = "not an array of Scryfall card objects";

/** Reads Scryfall's card objects from a JSON array file; the first element decides whether it is a card file at all. */
async function readScryfallFile(file: string, head: string, collection: CardCollection): Promise<void> {
  let elements = 0;
  try {
    await readJsonArray(file, arrayLayout(head), (value) => {
      const fields = readScryfallCard(value);
      if (elements++ === 0 && !fields) throw new CardFileError("not-card-data", NOT_CARDS);
      if (fields && isDeckCard(fields)) collection.addPrinting(fields);
    });
  } catch (error) {
    // Nothing read before the damage: not a card file that broke, just not card data.
    if (error instanceof CardFileError && error.kind === "damaged" && elements === 0)
      throw new CardFileError("not-card-data", `not JSON (${error.message})`);
    throw error;
  }
  if (elements === 0) throw new CardFileError("not-card-data", NOT_CARDS);
}

async function readCardFile(
  file: string,
  collection: CardCollection,
): Promise<{ kind: CardFileKind; updatedAt: string | null }> {
  const head = await readHead(file);
  if (isCompactFileHead(head)) {
    const { cards, info } = await readCompactFile(file);
    collection.addDistinct(cards);
    return { kind: "compact", updatedAt: info.updatedAt };
  }
  if (!head.startsWith("[")) throw new CardFileError("not-card-data", head.startsWith("{") ? NOT_CARDS : "not JSON");
  await readScryfallFile(file, head, collection);
  return { kind: "scryfall", updatedAt: await recordedDate(file) };
}

/** The data's date: the oldest file's, since some cards are only that current; unknown when any file's is. */
function dataDate(dates: readonly (string | null)[]): string | null {
  if (dates.length === 0 || dates.some((date) => date === null)) return null;
  return (dates as string[]).reduce((oldest, date) => (Date.parse(date) < Date.parse(oldest) ? date : oldest));
}

/**
 * Loads every card file at `target` (a file, or a folder's `*.json` files). Other files are skipped
 * with a log line; a damaged card file, or no card file at all, is CardDataUnavailableError.
 */
export async function loadBulkData(target: string, log: (line: string) => void = console.log): Promise<BulkData> {
  const collection = new CardCollection();
  const files: BulkData["files"] = [];
  const skipped: BulkData["skipped"] = [];
  for (const file of await listJsonFiles(target)) {
    try {
      files.push({ file, ...(await readCardFile(file, collection)) });
    } catch (error) {
      if (!(error instanceof CardFileError))
        throw new CardDataUnavailableError(`could not read ${file}: ${(error as Error).message}`, { cause: error });
      if (error.kind === "damaged")
        throw new CardDataUnavailableError(`${file} is damaged: ${error.message}`, { cause: error });
      skipped.push({ file, reason: error.message });
    }
  }
  for (const { file, reason } of skipped) log(`card data: skipped ${file}: ${reason}`);
  if (files.length === 0)
    throw new CardDataUnavailableError(
      `no card data in ${target}: no file there is an array of Scryfall card objects or a compact card file`,
    );
  return { cards: collection.cards(), updatedAt: dataDate(files.map((file) => file.updatedAt)), files, skipped };
}
