import "server-only";
// Reads Scryfall bulk data (an oracle_cards file, or a folder of files that are arrays of card
// objects) into our Card shape. Only the fields the rules need are kept, so memory stays small.
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Card } from "@/lib/cards/card";
import { isDeckCard, scryfallCardSchema, toCard } from "@/lib/cards/scryfall-card";

export interface BulkData {
  cards: Card[];
  /** When the data was current: the download's recorded date, else the newest file's mtime. */
  updatedAt: string | null;
  files: string[];
  skipped: { file: string; reason: string }[];
}

/** Written beside a downloaded file by `npm run cards:download`: `{ "updatedAt": "ISO time" }`. */
export function metadataPathFor(file: string): string {
  return file.replace(/\.json$/, ".meta.json");
}

async function recordedDate(file: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await readFile(metadataPathFor(file), "utf8"));
    if (meta && typeof meta === "object" && "updatedAt" in meta && typeof meta.updatedAt === "string") {
      return meta.updatedAt;
    }
  } catch {
    // No metadata beside the file: fall back to its modification time.
  }
  return (await stat(file)).mtime.toISOString();
}

async function listJsonFiles(target: string): Promise<string[]> {
  if (!(await stat(target)).isDirectory()) return [target];
  const names = await readdir(target);
  return names
    .filter((name) => name.endsWith(".json") && !name.endsWith(".meta.json"))
    .sort()
    .map((name) => path.join(target, name));
}

export async function loadBulkData(target: string, log: (line: string) => void = console.log): Promise<BulkData> {
  const files = await listJsonFiles(target);
  const byOracleId = new Map<string, Card>();
  const used: string[] = [];
  const skipped: BulkData["skipped"] = [];
  let updatedAt: string | null = null;

  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      skipped.push({ file, reason: `not JSON (${(error as Error).message})` });
      continue;
    }
    if (!Array.isArray(json) || !json.some((item) => scryfallCardSchema.safeParse(item).success)) {
      skipped.push({ file, reason: "not an array of Scryfall card objects" });
      continue;
    }
    for (const item of json) {
      const parsed = scryfallCardSchema.safeParse(item);
      if (!parsed.success || !isDeckCard(parsed.data)) continue;
      const card = toCard(parsed.data);
      if (!byOracleId.has(card.oracleId)) byOracleId.set(card.oracleId, card);
    }
    used.push(file);
    const fileDate = await recordedDate(file);
    if (!updatedAt || fileDate > updatedAt) updatedAt = fileDate;
  }

  for (const { file, reason } of skipped) log(`card data: skipped ${file}: ${reason}`);
  return { cards: [...byOracleId.values()], updatedAt, files: used, skipped };
}
