import "server-only";
// The card file `npm run cards:download` writes (data/oracle-cards.compact.json): a header, then the
// cards as columns (lib/cards/compact-card.ts), about 8 MB where Scryfall's file is 140-160 MB. It is
// one JSON document, read with a single JSON.parse; zod checks the header, the columns get cheap
// checks of their own. Written in ASCII only (other characters as \u escapes): read as one-byte
// text, it is decoded and parsed about twice as fast as UTF-8 with "—" in most type lines.
//
//   {"format":"2hg-deck-check/cards","version":2,"updatedAt":"…","downloadedAt":"…","source":"…",
//    "formats":["standard",…],"count":36679,
//   "legalityCodes":["nnllllllllnllnlnllnnn",…],
//   "typeLines":["Artifact \u2014 Equipment",…],
//   "oracleIds":["629fe1be-272d-465f-b9b1-2ce177410f13",…],
//   …
//   "otherNames":[[1234,"Flavor Name"],…]}
import { isAscii } from "node:buffer";
import { readFile, writeFile } from "node:fs/promises";
import { z } from "zod";
import type { Card } from "@/lib/cards/card";
import { fromCompactCards, toCompactCards } from "@/lib/cards/compact-card";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { CardFileError } from "./card-file-error";

export const COMPACT_FORMAT = "2hg-deck-check/cards";
/** 2: colour identities, Game Changers and commander texts added; a version 1 file is refused with "run npm run cards:download again". */
export const COMPACT_VERSION = 2;

/** Where the data came from and when it was current; null where unknown. */
export interface CompactFileInfo {
  /** Scryfall's `updated_at` for the bulk file the cards came from. */
  updatedAt: string | null;
  downloadedAt: string | null;
  /** The bulk file's URL. */
  source: string | null;
}

const isoTime = z.iso.datetime({ offset: true });

const compactFileSchema = z.object({
  format: z.literal(COMPACT_FORMAT),
  version: z.literal(COMPACT_VERSION),
  updatedAt: isoTime.nullable(),
  downloadedAt: isoTime.nullable(),
  source: z.string().nullable(),
  formats: z.array(z.string()),
  count: z.int().nonnegative(),
});

/** True when a file starting with `head` is (meant to be) a compact card file: the format is its first key. */
export function isCompactFileHead(head: string): boolean {
  return head.startsWith(`{"format":${JSON.stringify(COMPACT_FORMAT)}`);
}

const NON_ASCII = /[\u0080-\uffff]/g;
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    NON_ASCII,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** Writes `cards` to `file` as a compact card file; returns its size in bytes. */
export async function writeCompactFile(file: string, cards: readonly Card[], info: CompactFileInfo): Promise<number> {
  const parts = new SharedCardParts();
  const columns = Object.entries(toCompactCards(cards, parts)).map(
    ([column, values]) => `${JSON.stringify(column)}:${asciiJson(values)}`,
  );
  const header = {
    format: COMPACT_FORMAT,
    version: COMPACT_VERSION,
    ...info,
    formats: parts.formats,
    count: cards.length,
  };
  const text = `${asciiJson(header).slice(0, -1)},\n${columns.join(",\n")}}\n`;
  await writeFile(file, text, "latin1");
  return text.length;
}

export interface CompactFile {
  info: CompactFileInfo;
  cards: Card[];
}

const damaged = (message: string) => new CardFileError("damaged", message);

/** The file's text; its bytes are garbage before JSON.parse starts, not held through it (9 MB). */
async function readText(file: string): Promise<string> {
  const bytes = await readFile(file);
  return bytes.toString(isAscii(bytes) ? "latin1" : "utf8");
}

export async function readCompactFile(file: string): Promise<CompactFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readText(file));
  } catch (error) {
    throw damaged(`not whole JSON (${(error as Error).message}): is the file cut short?`);
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (version !== COMPACT_VERSION) {
    throw damaged(
      `a compact card file of version ${String(version)}, and this app reads version ${COMPACT_VERSION}: run npm run cards:download again`,
    );
  }
  const parsed = compactFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw damaged(`its header is damaged (${issue?.path.join(".")}: ${issue?.message})`);
  }
  const { count, formats, updatedAt, downloadedAt, source } = parsed.data;
  const read = fromCompactCards(json as Record<string, unknown>, count, new SharedCardParts(formats));
  if ("damaged" in read) throw damaged(read.damaged);
  return { info: { updatedAt, downloadedAt, source }, cards: read.cards };
}
