import "server-only";
// Downloads Scryfall's oracle_cards bulk file for offline mode (`npm run cards:download`) and keeps
// it as a compact card file (compact-card-file.ts): only what the rules and pages use, with the date
// Scryfall gives the data (`updated_at`) in its header. Scryfall's file (about 150 MB) streams to
// `<target>.download.tmp`, is read card by card into `<target>.tmp`, and that is renamed into place
// only once complete, so the app never loads half a file and a failure keeps the previous download.
//
// The definition comes from scryfall-sdk's BulkData.definitionByType when SCRYFALL_API_URL is
// Scryfall itself. The SDK's base URL is a constant, so for a mirror or test server we fetch
// `{SCRYFALL_API_URL}/bulk-data/oracle_cards` ourselves. Both answers are checked with zod.
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import * as Scry from "scryfall-sdk";
import { z } from "zod";
import { loadBulkData } from "./bulk-file";
import { writeCompactFile } from "./compact-card-file";
import { addPrintedNames, type Languages } from "./printed-names-download";
import type { Card } from "@/lib/cards/card";
import { APP_NAME, APP_VERSION, scryfallHeaders, scryfallUrl } from "./scryfall-http";

type BulkType = "oracle_cards" | "all_cards";

const bulkDefinitionSchema = z.object({
  object: z.literal("bulk_data"),
  type: z.enum(["oracle_cards", "all_cards"]),
  updated_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date"),
  download_uri: z.url(),
  size: z.number().optional(),
});

export type BulkDefinition = z.infer<typeof bulkDefinitionSchema>;

export interface BulkDownloadOptions {
  apiUrl: string;
  /** Where the compact card file goes, e.g. data/oracle-cards.compact.json. */
  targetFile: string;
  /** Also stream all_cards and keep these languages' printed names and the printings' set/number (printed-names-download.ts). */
  languages?: Languages;
  /** Files a successful download makes obsolete (an earlier version's download), deleted once it is in place. */
  replaces?: string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Receives a progress line starting with "\r", to overwrite in place on a terminal. */
  progress?: (line: string) => void;
  /** How long the definition lookup may take. */
  definitionTimeoutMs?: number;
  /** How long the download may go without receiving a byte before it is abandoned. */
  stallTimeoutMs?: number;
  now?: () => Date;
}

export interface BulkDownloadResult {
  file: string;
  /** Size of Scryfall's file as received. */
  downloadedBytes: number;
  /** Size of the compact card file written. */
  bytes: number;
  cards: number;
  updatedAt: string;
}

/** Bulk download failed; the message says why, and no partial file is left behind. */
export class BulkDownloadError extends Error {
  override readonly name = "BulkDownloadError";
}

/** An error's message with its cause's: undici says only "fetch failed" or "terminated" and keeps the why in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

const isScryfallItself = (apiUrl: string) => apiUrl.replace(/\/+$/, "") === Scry.ENDPOINT_API;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BulkDownloadError(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchDefinition(
  options: Required<Pick<BulkDownloadOptions, "apiUrl" | "fetch" | "definitionTimeoutMs">>,
  type: BulkType = "oracle_cards",
): Promise<unknown> {
  const { apiUrl, fetch, definitionTimeoutMs } = options;
  if (isScryfallItself(apiUrl)) {
    // The SDK caches rejected promises for an hour and sends no User-Agent unless told.
    Scry.setAgent(APP_NAME, APP_VERSION);
    Scry.setCacheDuration(0);
    return withTimeout(Scry.BulkData.definitionByType(type), definitionTimeoutMs, "Scryfall's bulk-data endpoint");
  }
  const url = scryfallUrl(apiUrl, `bulk-data/${type}`);
  const response = await fetch(url, { headers: scryfallHeaders(), signal: AbortSignal.timeout(definitionTimeoutMs) });
  if (!response.ok) throw new BulkDownloadError(`${url} answered HTTP ${response.status}`);
  return response.json();
}

function formatBytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A complete JSON array starts with "[" and ends with "]": a cut-off download or an HTML error page does not. */
async function looksLikeJsonArray(file: string): Promise<boolean> {
  const { size } = await stat(file);
  const handle = await open(file, "r");
  try {
    const edge = Math.min(size, 4096);
    const head = Buffer.alloc(edge);
    const tail = Buffer.alloc(edge);
    await handle.read(head, 0, edge, 0);
    await handle.read(tail, 0, edge, size - edge);
    return head.toString("utf8").trimStart().startsWith("[") && tail.toString("utf8").trimEnd().endsWith("]");
  } finally {
    await handle.close();
  }
}

async function streamToFile(
  response: Response,
  file: string,
  total: number | undefined,
  progress: (line: string) => void,
  stallTimeoutMs: number,
  abort: AbortController,
): Promise<number> {
  if (!response.body) throw new BulkDownloadError("the download had no body");
  const reader = response.body.getReader();
  const handle = await open(file, "w");
  let bytes = 0;
  let lastReport = 0;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const armStallTimer = () => {
    clearTimeout(stall);
    stall = setTimeout(
      () => abort.abort(new BulkDownloadError(`the download stalled for ${stallTimeoutMs / 1000} s`)),
      stallTimeoutMs,
    );
  };
  try {
    armStallTimer();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      armStallTimer();
      await handle.write(value);
      bytes += value.byteLength;
      if (performance.now() - lastReport > 250) {
        lastReport = performance.now();
        const share = total ? ` / ${formatBytes(total)} (${Math.min(100, Math.round((bytes / total) * 100))}%)` : "";
        progress(`\rdownloading oracle cards: ${formatBytes(bytes)}${share}`);
      }
    }
    progress(`\rdownloading oracle cards: ${formatBytes(bytes)}, done.\n`);
    return bytes;
  } finally {
    clearTimeout(stall);
    await handle.close();
  }
}

/** Scryfall's file, read card by card (never whole); printings are kept only with languages. */
async function readOracleCards(rawFile: string, withLanguages: boolean): Promise<Card[]> {
  const { cards } = await loadBulkData(rawFile, () => undefined);
  // Without --languages the compact file is what it always was: one printing per card says nothing.
  if (!withLanguages) {
    for (const card of cards) {
      delete card.printings;
      delete card.printedNames;
    }
  }
  return cards;
}

/** A bulk definition of `type`, checked. */
async function bulkDefinition(
  options: BulkDownloadOptions,
  fetch: typeof globalThis.fetch,
  type: BulkType,
): Promise<BulkDefinition> {
  try {
    const raw = await fetchDefinition(
      { apiUrl: options.apiUrl, fetch, definitionTimeoutMs: options.definitionTimeoutMs ?? 30_000 },
      type,
    );
    const parsed = bulkDefinitionSchema.safeParse(raw);
    if (!parsed.success)
      throw new BulkDownloadError(`unexpected answer (${parsed.error.issues[0]?.message ?? "bad shape"})`);
    if (parsed.data.type !== type)
      throw new BulkDownloadError(`unexpected answer (the ${parsed.data.type} definition)`);
    return parsed.data;
  } catch (error) {
    throw new BulkDownloadError(
      `could not get the ${type} bulk definition from ${options.apiUrl}: ${describe(error)}`,
      { cause: error },
    );
  }
}

/** Streams all_cards into `cards`' printed names, with a progress line; never held whole. */
async function streamPrintedNames(
  cards: readonly Card[],
  definition: BulkDefinition,
  languages: Languages,
  options: {
    fetch: typeof globalThis.fetch;
    log: (line: string) => void;
    progress: (line: string) => void;
    stallTimeoutMs: number;
  },
): Promise<void> {
  const abort = new AbortController();
  let bytes = 0;
  let lastReport = 0;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const armStallTimer = () => {
    clearTimeout(stall);
    stall = setTimeout(
      () => abort.abort(new BulkDownloadError(`the download stalled for ${options.stallTimeoutMs / 1000} s`)),
      options.stallTimeoutMs,
    );
  };
  try {
    armStallTimer();
    const response = await options.fetch(definition.download_uri, { headers: scryfallHeaders(), signal: abort.signal });
    if (!response.ok || !response.body) throw new BulkDownloadError(`HTTP ${response.status}`);
    const result = await addPrintedNames(
      cards,
      response.body as unknown as AsyncIterable<Uint8Array>,
      languages,
      (received) => {
        armStallTimer();
        bytes += received;
        if (performance.now() - lastReport > 250) {
          lastReport = performance.now();
          const share = definition.size
            ? ` / ${formatBytes(definition.size)} (${Math.min(100, Math.round((bytes / definition.size) * 100))}%)`
            : "";
          options.progress(`\rreading all cards: ${formatBytes(bytes)}${share}`);
        }
      },
    );
    options.progress(`\rreading all cards: ${formatBytes(bytes)}, done.\n`);
    const perLanguage = Object.entries(result.names)
      .map(([lang, count]) => `${lang} ${count}`)
      .join(", ");
    options.log(`card data: ${result.printings} printings read; printed names kept: ${perLanguage || "none"}`);
  } catch (error) {
    const reason = abort.signal.aborted ? abort.signal.reason : error;
    throw new BulkDownloadError(`could not read ${definition.download_uri}: ${describe(reason)}`, { cause: error });
  } finally {
    clearTimeout(stall);
  }
}

export async function downloadBulkCards(options: BulkDownloadOptions): Promise<BulkDownloadResult> {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? console.log;
  const progress = options.progress ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const targetFile = path.resolve(options.targetFile);
  const download = `${targetFile}.download.tmp`;
  const temporary = `${targetFile}.tmp`;

  const definition = await bulkDefinition(options, fetch, "oracle_cards");
  const allCards = options.languages ? await bulkDefinition(options, fetch, "all_cards") : null;
  const updatedAt = new Date(definition.updated_at).toISOString();
  log(`card data: oracle_cards of ${updatedAt} from ${definition.download_uri}`);

  await mkdir(path.dirname(targetFile), { recursive: true });
  const abort = new AbortController();
  try {
    const response = await fetch(definition.download_uri, { headers: scryfallHeaders(), signal: abort.signal });
    if (!response.ok) throw new BulkDownloadError(`HTTP ${response.status}`);
    const downloadedBytes = await streamToFile(
      response,
      download,
      definition.size,
      progress,
      options.stallTimeoutMs ?? 60_000,
      abort,
    );
    if (!(await looksLikeJsonArray(download))) throw new BulkDownloadError("the file is not a complete JSON array");

    const info = { updatedAt, downloadedAt: now().toISOString(), source: definition.download_uri };
    const cardList = await readOracleCards(download, allCards !== null);
    await rm(download, { force: true });
    if (allCards && options.languages) {
      log(
        `card data: printed names (${options.languages === "all" ? "every language" : options.languages.join(", ")}) from ${allCards.download_uri}`,
      );
      await streamPrintedNames(cardList, allCards, options.languages, {
        fetch,
        log,
        progress,
        stallTimeoutMs: options.stallTimeoutMs ?? 60_000,
      });
    }
    const bytes = await writeCompactFile(temporary, cardList, info);
    const cards = cardList.length;
    // rename() replaces the target in one step on the same file system: readers see the old file or the new one.
    await rename(temporary, targetFile);
    await rm(download, { force: true });
    for (const obsolete of options.replaces ?? []) await rm(obsolete, { force: true });
    log(
      `card data: wrote ${targetFile} (${cards} cards, ${formatBytes(bytes)}; Scryfall's file was ${formatBytes(downloadedBytes)})`,
    );
    return { file: targetFile, downloadedBytes, bytes, cards, updatedAt };
  } catch (error) {
    await rm(download, { force: true });
    await rm(temporary, { force: true });
    const reason = abort.signal.aborted ? abort.signal.reason : error;
    throw new BulkDownloadError(`could not download ${definition.download_uri}: ${describe(reason)}`, { cause: error });
  }
}
