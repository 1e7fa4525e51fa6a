// `cards:download --languages`: all_cards streamed (here gzipped, from a server on 127.0.0.1 standing in
// for Scryfall) into the compact file's printed names and printings.
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupName } from "@/lib/cards/lookup-name";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { loadBulkData } from "@/server/cards/bulk-file";
import { downloadBulkCards } from "@/server/cards/bulk-download";
import { makeAllCardsFile } from "../../../support/localized-cards";
import { sharedCard } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

const CARDS = ["Lightning Bolt", "Counterspell", "Coercion", "Duress", "Fire // Ice"];
let dir: string;
let apiUrl: string;
const server = createServer();

beforeAll(async () => {
  dir = temporaryFolder("download-languages");
  const allCards = readFileSync(makeAllCardsFile(dir, CARDS, ["--no-english"]), "utf8");
  // English printings first, as in Scryfall's file, then every localized printing of the five cards.
  const allCardsBody = gzipSync(
    `[\n${CARDS.map((name) => JSON.stringify(sharedCard(name))).join(",\n")},\n${allCards.slice(2)}`,
  );
  const oracleBody = `[\n${CARDS.map((name) => JSON.stringify(sharedCard(name))).join(",\n")}\n]\n`;
  server.on("request", (request, response) => {
    const url = request.url ?? "";
    const definition = (type: string, file: string, size: number) => ({
      object: "bulk_data",
      type,
      updated_at: "2026-07-01T09:04:43.513+00:00",
      download_uri: `${apiUrl}/files/${file}`,
      size,
    });
    const answers: Record<string, [string, string | Buffer]> = {
      "/bulk-data/oracle_cards": [
        "application/json",
        JSON.stringify(definition("oracle_cards", "oracle.json", oracleBody.length)),
      ],
      "/bulk-data/all_cards": [
        "application/json",
        JSON.stringify(definition("all_cards", "all.json.gz", allCardsBody.length)),
      ],
      "/files/oracle.json": ["application/json", oracleBody],
      "/files/all.json.gz": ["application/gzip", allCardsBody],
    };
    const answer = answers[url];
    response.writeHead(answer ? 200 : 404, { "Content-Type": answer?.[0] ?? "text/plain" });
    response.end(answer?.[1] ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function download(name: string, languages?: readonly string[] | "all") {
  const targetFile = path.join(dir, name, "oracle-cards.compact.json");
  const progress: string[] = [];
  await downloadBulkCards({
    apiUrl,
    targetFile,
    log: () => undefined,
    progress: (line) => progress.push(line),
    ...(languages && { languages }),
  });
  const { cards } = await loadBulkData(targetFile, () => undefined);
  return { source: new MemoryCardSource(cards), cards, progress };
}

const resolve = async (source: MemoryCardSource, lookup: string) => (await source.resolveNames([lookup])).get(lookup);

describe("cards:download --languages", () => {
  it("keeps the chosen languages' printed names and the printings' set and number, with a progress line", async () => {
    const { source, progress } = await download("ja-es", ["ja", "es"]);
    expect(await resolve(source, "稲妻")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(await resolve(source, "Relámpago")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(await resolve(source, "火")).toMatchObject({ status: "found", card: { name: "Fire // Ice" } });
    expect(await resolve(source, "Zwang")).toMatchObject({ status: "not-found" });
    expect(await resolve(source, lookupName("Zwang", "7ed/131"))).toMatchObject({
      status: "found",
      card: { name: "Duress" },
    });
    expect(progress.some((line) => line.includes("reading all cards"))).toBe(true);
  });

  it("keeps every language with all: German Zwang names two cards", async () => {
    const { source } = await download("all", "all");
    expect(await resolve(source, "Zwang")).toMatchObject({
      status: "ambiguous",
      candidates: ["Coercion", "Duress"],
      readings: [
        { card: { name: "Coercion" }, languages: ["de"] },
        { card: { name: "Duress" }, languages: ["de"] },
      ],
    });
  });

  it("without --languages writes what it always wrote: no printed names, no printings", async () => {
    const { cards, source } = await download("english");
    expect(cards.some((card) => card.printedNames || card.printings)).toBe(false);
    expect(await resolve(source, "稲妻")).toMatchObject({ status: "not-found" });
  });
});
