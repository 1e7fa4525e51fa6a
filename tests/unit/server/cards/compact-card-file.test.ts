import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toCard } from "@/lib/cards/scryfall-card";
import { CardFileError } from "@/server/cards/card-file-error";
import { isCompactFileHead, readCompactFile, writeCompactFile } from "@/server/cards/compact-card-file";
import { sharedCard } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

const cards = ["Nazgûl", "Fire // Ice", "Lórien Revealed", "Troll of Khazad-dûm"].map((name) =>
  toCard(sharedCard(name)),
);
const info = {
  updatedAt: "2026-07-01T09:04:43.513+00:00",
  downloadedAt: "2026-07-02T10:00:00.000Z",
  source: "https://data.scryfall.io/oracle-cards/oracle-cards-20260701090443.json",
};
const newFile = () => path.join(temporaryFolder("compact"), "oracle-cards.compact.json");

async function failureOf(file: string): Promise<CardFileError> {
  const error = await readCompactFile(file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CardFileError);
  expect((error as CardFileError).kind).toBe("damaged");
  return error as CardFileError;
}

describe("compact card files", () => {
  it("give back the cards and where they came from, written in ASCII only", async () => {
    const file = newFile();
    const bytes = await writeCompactFile(file, cards, info);
    const raw = readFileSync(file);
    expect(raw.length).toBe(bytes);
    expect(raw.every((byte) => byte < 0x80)).toBe(true);
    expect(isCompactFileHead(raw.toString("latin1"))).toBe(true);
    expect(await readCompactFile(file)).toEqual({ info, cards });
  });

  it("are read as UTF-8 when edited into other characters", async () => {
    const file = newFile();
    await writeCompactFile(file, cards, info);
    writeFileSync(file, readFileSync(file, "latin1").replace("Nazg\\u00fbl", "Nazgûl"));
    expect((await readCompactFile(file)).cards[0]?.name).toBe("Nazgûl");
  });

  it("of another version ask for a new download: version 1, written before colour identities, and a newer one", async () => {
    const file = newFile();
    await writeCompactFile(file, cards, info);
    const text = readFileSync(file, "latin1");
    writeFileSync(file, text.replace('"version":2', '"version":1'));
    expect((await failureOf(file)).message).toMatch(
      /version 1, and this app reads version 2: run npm run cards:download again/,
    );
    writeFileSync(file, text.replace('"version":2', '"version":3'));
    expect((await failureOf(file)).message).toMatch(
      /version 3, and this app reads version 2: run npm run cards:download again/,
    );
  });

  it("with a damaged header, or a column of another length than the card count, are refused", async () => {
    const file = newFile();
    await writeCompactFile(file, cards, info);
    const text = readFileSync(file, "latin1");
    writeFileSync(file, text.replace('"updatedAt":"2026-07-01T09:04:43.513+00:00"', '"updatedAt":"last Tuesday"'));
    expect((await failureOf(file)).message).toMatch(/header is damaged \(updatedAt: /);
    writeFileSync(file, text.replace('"count":4', '"count":5'));
    expect((await failureOf(file)).message).toMatch(/its oracleIds column does not hold 5 values/);
  });
});
