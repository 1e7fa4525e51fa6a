import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/cards/card";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { isDeckCard, scryfallCardSchema, toCard } from "@/lib/cards/scryfall-card";
import { CARD_DATA_UNAVAILABLE } from "@/lib/cards/source";
import { loadBulkData } from "@/server/cards/bulk-file";
import { writeCompactFile } from "@/server/cards/compact-card-file";
import { SHARED_CARDS_DIR, sharedCard, sharedCards } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

const SHARED = SHARED_CARDS_DIR;
const quiet = () => undefined;
const newFolder = () => temporaryFolder("bulk");

function fileIn(folder: string, name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

/** As Scryfall writes its bulk files: "[", one card a line with a comma, "]". */
const scryfallLayout = (cards: readonly unknown[]) =>
  `[\n${cards.map((card) => JSON.stringify(card)).join(",\n")}\n]\n`;

/** The Cards the live source's path (zod, then toCard) makes of raw objects: the first deck card of each Oracle id. */
function cardsByZod(raw: readonly unknown[]): Card[] {
  const byOracleId = new Map<string, Card>();
  for (const item of raw) {
    const parsed = scryfallCardSchema.safeParse(item);
    if (!parsed.success || !isDeckCard(parsed.data)) continue;
    const card = toCard(parsed.data);
    if (!byOracleId.has(card.oracleId)) byOracleId.set(card.oracleId, card);
  }
  return [...byOracleId.values()];
}

async function failureOf(target: string): Promise<Error & { code?: string }> {
  const error = await loadBulkData(target, quiet).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as { code?: string }).code).toBe(CARD_DATA_UNAVAILABLE);
  return error as Error;
}

describe.skipIf(!existsSync(SHARED))("loadBulkData on ../shared/scryfall", () => {
  it("reads every card file, skips sources.json with a log line, and knows no date for a corpus gathered from many sources", async () => {
    const logged: string[] = [];
    const data = await loadBulkData(SHARED, (line) => logged.push(line));
    expect(data.files.map(({ file, kind }) => [path.basename(file), kind])).toEqual([
      ["cards-older.json", "scryfall"],
      ["cards.json", "scryfall"],
    ]);
    expect(data.cards.length).toBeGreaterThan(21_000);
    expect(data.updatedAt).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/skipped .*sources\.json: not an array of Scryfall card objects/)]);
    const source = new MemoryCardSource(data.cards);
    const resolved = await source.resolveNames(["Spirit", "Lightning Bolt", "Erayo, Soratami Ascendant"]);
    // Tokens never match a deck line, even where a token shares a card's name.
    expect(resolved.get("Spirit")?.status).toBe("not-found");
    expect(resolved.get("Lightning Bolt")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(resolved.get("Erayo, Soratami Ascendant")).toMatchObject({ status: "found", card: { layout: "flip" } });
  });

  it("gives the same Cards from Scryfall's files, from the compact file made of them, and through zod as live lookups do", async () => {
    const fromScryfall = await loadBulkData(SHARED, quiet);
    const compact = path.join(newFolder(), "oracle-cards.compact.json");
    await writeCompactFile(compact, fromScryfall.cards, { updatedAt: null, downloadedAt: null, source: null });
    const fromCompact = await loadBulkData(compact, quiet);
    expect(fromCompact.files).toEqual([{ file: compact, kind: "compact", updatedAt: null }]);
    expect(fromCompact.cards).toEqual(fromScryfall.cards);
    // Scryfall's files are read in name order: cards-older.json, then cards.json.
    const raw = ["cards-older.json", "cards.json"].flatMap(
      (file) => JSON.parse(readFileSync(path.join(SHARED, file), "utf8")) as unknown[],
    );
    expect(fromScryfall.cards).toEqual(cardsByZod(raw));
  });
});

describe("loadBulkData: file layouts", () => {
  const raw = sharedCards().slice(0, 400);
  const expected = cardsByZod(raw);

  it.each([
    { layout: "one card a line, as Scryfall writes it", text: scryfallLayout(raw) },
    { layout: "pretty-printed over many lines (stream-json)", text: JSON.stringify(raw, null, 2) },
    { layout: "minified on one line (stream-json)", text: JSON.stringify(raw) },
    { layout: "with a byte order mark", text: `\uFEFF${scryfallLayout(raw)}` },
  ])("reads a file $layout", async ({ text }) => {
    const file = fileIn(newFolder(), "cards.json", text);
    const data = await loadBulkData(file, quiet);
    expect(data.cards).toEqual(expected);
    expect(data.files).toEqual([{ file, kind: "scryfall", updatedAt: null }]);
  });
});

describe("loadBulkData: folders and dates", () => {
  const opt = {
    object: "card",
    oracle_id: "o1",
    name: "Opt",
    layout: "normal",
    type_line: "Instant",
    legalities: { modern: "legal" },
  };

  it("reads every card file of a folder, skipping other JSON with a log line, and dates Scryfall's file by the metadata an earlier download wrote", async () => {
    const folder = newFolder();
    const file = fileIn(folder, "oracle-cards.json", scryfallLayout([opt]));
    fileIn(folder, "oracle-cards.meta.json", JSON.stringify({ updatedAt: "2026-11-20T09:00:00.000Z" }));
    fileIn(folder, "notes.json", JSON.stringify({ not: "cards" }));
    fileIn(folder, "sets.json", JSON.stringify([{ object: "set", code: "ltr" }]));
    fileIn(folder, "readme.json", "These are my cards");
    fileIn(folder, "empty.json", "[]");
    fileIn(folder, "cards.txt", scryfallLayout([sharedCard("Lightning Bolt")]));
    const logged: string[] = [];
    const data = await loadBulkData(folder, (line) => logged.push(line));
    expect(data.updatedAt).toBe("2026-11-20T09:00:00.000Z");
    expect(data.cards.map((card) => card.name)).toEqual(["Opt"]);
    expect(data.files).toEqual([{ file, kind: "scryfall", updatedAt: "2026-11-20T09:00:00.000Z" }]);
    expect(data.skipped).toEqual([
      { file: path.join(folder, "empty.json"), reason: "not an array of Scryfall card objects" },
      { file: path.join(folder, "notes.json"), reason: "not an array of Scryfall card objects" },
      { file: path.join(folder, "readme.json"), reason: "not JSON" },
      { file: path.join(folder, "sets.json"), reason: "not an array of Scryfall card objects" },
    ]);
    expect(logged).toHaveLength(4);
  });

  it("knows no date for a file without one: a file's modification time says when it was copied, not how current it is", async () => {
    const file = fileIn(newFolder(), "cards.json", scryfallLayout([opt]));
    expect((await loadBulkData(file, quiet)).updatedAt).toBeNull();
  });

  it("takes a compact file's date from its header, and the oldest date when several files have one", async () => {
    const folder = newFolder();
    const [bolt] = cardsByZod([sharedCard("Lightning Bolt")]);
    await writeCompactFile(path.join(folder, "a.compact.json"), [bolt as Card], {
      updatedAt: "2026-07-01T09:04:43.513Z",
      downloadedAt: null,
      source: null,
    });
    expect((await loadBulkData(folder, quiet)).updatedAt).toBe("2026-07-01T09:04:43.513Z");
    // The same card in a later file is the first file's card.
    fileIn(
      folder,
      "b.json",
      scryfallLayout([opt, { ...sharedCard("Lightning Bolt"), scryfall_uri: "https://scryfall.com/card/later" }]),
    );
    fileIn(folder, "b.meta.json", JSON.stringify({ updatedAt: "2026-05-01T00:00:00.000Z" }));
    const both = await loadBulkData(folder, quiet);
    expect(both.updatedAt).toBe("2026-05-01T00:00:00.000Z");
    expect(both.cards).toEqual([bolt, expect.objectContaining({ name: "Opt" })]);
  });
});

describe("loadBulkData: damaged or missing data is a clear error, never a crash or a silent half", () => {
  const raw = sharedCards().slice(0, 50);
  const whole = scryfallLayout(raw);

  it.each([
    {
      damage: "cut short inside a card",
      text: whole.slice(0, Math.floor(whole.length / 2)),
      message: /is damaged: line \d+ is not a whole JSON value .*cut short/,
    },
    {
      damage: "cut short after a whole card",
      text: whole.slice(0, whole.lastIndexOf("\n", whole.length - 3) + 1),
      message: /is damaged: the file ends at line 51 without the array's closing "\]"/,
    },
    {
      damage: "minified and cut short",
      text: JSON.stringify(raw).slice(0, 20_000),
      message: /is damaged: not a whole JSON array after \d+ element\(s\)/,
    },
  ])("a Scryfall file $damage", async ({ text, message }) => {
    const file = fileIn(newFolder(), "cards.json", text);
    const error = await failureOf(file);
    expect(error.message).toContain(file);
    expect(error.message).toMatch(message);
  });

  it("a compact file cut short, or with a damaged card", async () => {
    const folder = newFolder();
    const compact = path.join(folder, "oracle-cards.compact.json");
    await writeCompactFile(compact, cardsByZod(raw), { updatedAt: null, downloadedAt: null, source: null });
    const text = readFileSync(compact, "utf8");
    writeFileSync(compact, text.slice(0, text.length / 2));
    expect((await failureOf(compact)).message).toMatch(
      /oracle-cards\.compact\.json is damaged: not whole JSON .*cut short/,
    );
    writeFileSync(compact, text.replace(/"names":\["[^"]*",/, '"names":[7,'));
    expect((await failureOf(compact)).message).toMatch(/is damaged: card 1 of \d+ has a damaged names value/);
  });

  it("a folder with no card file, and a path that does not exist", async () => {
    const folder = newFolder();
    fileIn(folder, "notes.json", "{}");
    expect((await failureOf(folder)).message).toMatch(
      /no card data in .*: no file there is an array of Scryfall card objects or a compact card file/,
    );
    const missing = path.join(folder, "nowhere");
    expect((await failureOf(missing)).message).toMatch(/cannot read .*nowhere: ENOENT/);
  });

  it("a damaged file in a folder stops the whole load rather than answer from part of the cards", async () => {
    const folder = newFolder();
    fileIn(folder, "a.json", whole);
    fileIn(folder, "b.json", whole.slice(0, -200));
    expect((await failureOf(folder)).message).toMatch(/b\.json is damaged/);
  });
});
