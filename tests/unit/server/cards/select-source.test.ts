import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toCard } from "@/lib/cards/scryfall-card";
import { writeCompactFile } from "@/server/cards/compact-card-file";
import { createCardSource, planCardSource } from "@/server/cards/select-source";
import { readConfig } from "@/server/config";
import { sharedCard } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

const config = (env: Record<string, string> = {}) => readConfig({ SCRYFALL_API_URL: "http://127.0.0.1:9", ...env });

/** A working folder with a data/ folder holding the given files. */
function appFolder(files: Record<string, string> = {}): string {
  const cwd = temporaryFolder("app");
  mkdirSync(path.join(cwd, "data"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(cwd, "data", name), text);
  return cwd;
}

const bolt = JSON.stringify(sharedCard("Lightning Bolt"));

describe("planCardSource", () => {
  it("takes CARD_DATA first, then the compact download, then an earlier version's raw download, else live Scryfall", async () => {
    const cwd = appFolder({ "oracle-cards.json": `[\n${bolt}\n]\n` });
    expect(planCardSource(config(), cwd)).toEqual({
      kind: "bulk",
      target: path.join(cwd, "data", "oracle-cards.json"),
    });
    await writeCompactFile(path.join(cwd, "data", "oracle-cards.compact.json"), [toCard(sharedCard("Opt"))], {
      updatedAt: null,
      downloadedAt: null,
      source: null,
    });
    expect(planCardSource(config(), cwd)).toEqual({
      kind: "bulk",
      target: path.join(cwd, "data", "oracle-cards.compact.json"),
    });
    expect(planCardSource(config({ CARD_DATA: "cards" }), cwd)).toEqual({
      kind: "bulk",
      target: path.join(cwd, "cards"),
    });
    expect(planCardSource(config({ CARD_DATA: "" }), appFolder())).toEqual({
      kind: "scryfall",
      apiUrl: "http://127.0.0.1:9",
    });
  });
});

describe("createCardSource", () => {
  it("logs the source, its card count, its date and how long it took to load", async () => {
    const cwd = appFolder();
    const file = path.join(cwd, "data", "oracle-cards.compact.json");
    await writeCompactFile(file, [toCard(sharedCard("Opt")), toCard(sharedCard("Fire // Ice"))], {
      updatedAt: "2026-07-01T09:04:43.513Z",
      downloadedAt: "2026-07-02T10:00:00.000Z",
      source: "https://data.scryfall.io/oracle-cards/oracle-cards-20260701090443.json",
    });
    const logged: string[] = [];
    const source = await createCardSource(planCardSource(config(), cwd), (line) => logged.push(line));
    expect(source.info).toEqual({ source: "bulk", updatedAt: "2026-07-01T09:04:43.513Z" });
    expect(logged).toEqual([
      expect.stringMatching(
        new RegExp(
          `^card data: bulk, 2 cards from the compact file ${file} \\(as of 2026-07-01T09:04:43\\.513Z\\), loaded in \\d+ ms$`,
        ),
      ),
    ]);
  });

  it("says the date is unknown, and how many files of which kind, for a folder of Scryfall files", async () => {
    const cwd = appFolder({ "a.json": `[\n${bolt}\n]\n`, "b.json": `[\n${JSON.stringify(sharedCard("Opt"))}\n]\n` });
    const logged: string[] = [];
    await createCardSource(planCardSource(config({ CARD_DATA: "data" }), cwd), (line) => logged.push(line));
    expect(logged).toEqual([
      expect.stringMatching(
        /^card data: bulk, 2 cards from the 2 Scryfall file\(s\) in .*data \(as of unknown\), loaded in \d+ ms$/,
      ),
    ]);
  });
});
