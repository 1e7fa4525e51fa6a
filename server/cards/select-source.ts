import "server-only";
// The one place that decides where card data comes from: CARD_DATA when set, else what
// `npm run cards:download` wrote in data/ (the compact file, or Scryfall's raw file from an earlier
// version's download), otherwise live Scryfall.
import { nextTurnOfEventLoop } from "../next-turn";
import { existsSync } from "node:fs";
import path from "node:path";
import { collectLoadGarbage } from "../collect-garbage";
import type { AppConfig } from "../config";
import { loadBulkData, type BulkData } from "./bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import type { CatalogOptions } from "./scryfall-catalog";
import type { ScryfallNameCache } from "./scryfall-name-cache";
import type { ScryfallRequestQueue } from "./scryfall-request-queue";
import { ScryfallCardSource } from "./scryfall-source";
import type { CardSource } from "@/lib/cards/source";

/** What `npm run cards:download` writes. */
export const DOWNLOADED_CARDS = path.join("data", "oracle-cards.compact.json");
/** What the download of earlier versions wrote (Scryfall's file as served), still read when no compact file is there. */
export const EARLIER_DOWNLOAD = path.join("data", "oracle-cards.json");

export type SourcePlan = { kind: "bulk"; target: string } | { kind: "scryfall"; apiUrl: string };

export function planCardSource(config: AppConfig, cwd = process.cwd()): SourcePlan {
  if (config.CARD_DATA) return { kind: "bulk", target: path.resolve(cwd, config.CARD_DATA) };
  const downloaded = [DOWNLOADED_CARDS, EARLIER_DOWNLOAD]
    .map((file) => path.resolve(cwd, file))
    .find((file) => existsSync(file));
  if (downloaded) return { kind: "bulk", target: downloaded };
  return { kind: "scryfall", apiUrl: config.SCRYFALL_API_URL };
}

export interface LiveParts {
  queue: ScryfallRequestQueue;
  cache: ScryfallNameCache;
  /** Suggestions from Scryfall's card-name catalog, shared through Redis when set (scryfall-catalog.ts). */
  catalog: CatalogOptions;
}

function describeFiles(data: BulkData, target: string): string {
  const kinds = [...new Set(data.files.map((file) => (file.kind === "compact" ? "compact" : "Scryfall")))].join(
    " and ",
  );
  return data.files.length === 1 && data.files[0]?.file === target
    ? `${kinds} file ${target}`
    : `${data.files.length} ${kinds} file(s) in ${target}`;
}

export async function createCardSource(
  plan: SourcePlan,
  log: (line: string) => void = console.log,
  live: Partial<LiveParts> = {},
): Promise<CardSource> {
  if (plan.kind === "bulk") {
    const started = performance.now();
    const data = await loadBulkData(plan.target, log);
    const source = new MemoryCardSource(
      data.cards,
      { source: "bulk", updatedAt: data.updatedAt },
      { pause: nextTurnOfEventLoop },
    );
    collectLoadGarbage();
    log(
      `card data: bulk, ${source.size} cards from the ${describeFiles(data, plan.target)}` +
        ` (as of ${data.updatedAt ?? "unknown"}), loaded in ${Math.round(performance.now() - started)} ms`,
    );
    return source;
  }
  log(`card data: live Scryfall at ${plan.apiUrl} (no CARD_DATA, no ${DOWNLOADED_CARDS})`);
  return new ScryfallCardSource({ apiUrl: plan.apiUrl, ...live });
}
