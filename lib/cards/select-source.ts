// The one place that decides where card data comes from: bulk data when CARD_DATA names it or
// `npm run cards:download` has written data/oracle-cards.json, otherwise live Scryfall.
import { existsSync } from "node:fs";
import path from "node:path";
import { readConfig, type AppConfig } from "../config";
import { processWide } from "../process-wide";
import { loadBulkData } from "./bulk-file";
import { MemoryCardSource } from "./memory-source";
import { ScryfallCardSource } from "./scryfall-source";
import type { CardSource } from "./source";

export const DEFAULT_BULK_FILE = path.join("data", "oracle-cards.json");

export type SourcePlan = { kind: "bulk"; target: string } | { kind: "scryfall"; apiUrl: string };

export function planCardSource(config: AppConfig, cwd = process.cwd()): SourcePlan {
  if (config.CARD_DATA) return { kind: "bulk", target: path.resolve(cwd, config.CARD_DATA) };
  const downloaded = path.resolve(cwd, DEFAULT_BULK_FILE);
  if (existsSync(downloaded)) return { kind: "bulk", target: downloaded };
  return { kind: "scryfall", apiUrl: config.SCRYFALL_API_URL };
}

export async function createCardSource(plan: SourcePlan, log: (line: string) => void = console.log): Promise<CardSource> {
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
  return new ScryfallCardSource({ apiUrl: plan.apiUrl });
}

// Process-wide, so a bulk file is loaded (and the choice logged) once per process, not once per bundle.
const shared = processWide("card-source", () => ({ source: undefined as Promise<CardSource> | undefined }));

/** The process-wide card source, created on first use and logged once. A failed start is retried next time. */
export function getCardSource(): Promise<CardSource> {
  // async, so a bad environment is a rejected promise like any other start failure, never a throw.
  shared.source ??= (async () => createCardSource(planCardSource(readConfig())))().catch((error: unknown) => {
    shared.source = undefined;
    throw error;
  });
  return shared.source;
}
