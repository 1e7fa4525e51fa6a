import "server-only";
// The one place that decides where card data comes from: bulk data when CARD_DATA names it or
// `npm run cards:download` has written data/oracle-cards.json, otherwise live Scryfall.
import { existsSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import { loadBulkData } from "./bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import type { ScryfallNameCache } from "./scryfall-name-cache";
import type { ScryfallRequestQueue } from "./scryfall-request-queue";
import { ScryfallCardSource } from "./scryfall-source";
import type { CardSource } from "@/lib/cards/source";

export const DEFAULT_BULK_FILE = path.join("data", "oracle-cards.json");

export type SourcePlan = { kind: "bulk"; target: string } | { kind: "scryfall"; apiUrl: string };

export function planCardSource(config: AppConfig, cwd = process.cwd()): SourcePlan {
  if (config.CARD_DATA) return { kind: "bulk", target: path.resolve(cwd, config.CARD_DATA) };
  const downloaded = path.resolve(cwd, DEFAULT_BULK_FILE);
  if (existsSync(downloaded)) return { kind: "bulk", target: downloaded };
  return { kind: "scryfall", apiUrl: config.SCRYFALL_API_URL };
}

export interface LiveParts {
  queue: ScryfallRequestQueue;
  cache: ScryfallNameCache;
}

export async function createCardSource(
  plan: SourcePlan,
  log: (line: string) => void = console.log,
  live: Partial<LiveParts> = {},
): Promise<CardSource> {
  if (plan.kind === "bulk") {
    const started = performance.now();
    const data = await loadBulkData(plan.target, log);
    const source = new MemoryCardSource(data.cards, { source: "bulk", updatedAt: data.updatedAt });
    log(
      `card data: bulk, ${source.size} cards from ${data.files.length} file(s) in ${plan.target}` +
        ` (as of ${data.updatedAt ?? "unknown"}), loaded in ${Math.round(performance.now() - started)} ms`,
    );
    return source;
  }
  log(`card data: live Scryfall at ${plan.apiUrl} (no CARD_DATA, no ${DEFAULT_BULK_FILE})`);
  return new ScryfallCardSource({ apiUrl: plan.apiUrl, ...live });
}
