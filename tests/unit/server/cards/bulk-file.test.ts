import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBulkData } from "@/lib/server/cards/bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";

const SHARED = path.resolve(__dirname, "../../../../shared/scryfall");

describe("loadBulkData", () => {
  it.skipIf(!existsSync(SHARED))("reads every card file of ../shared/scryfall and skips sources.json with a log line", async () => {
    const logged: string[] = [];
    const data = await loadBulkData(SHARED, (line) => logged.push(line));
    expect(data.files.map((file) => path.basename(file))).toEqual(["cards-older.json", "cards.json"]);
    expect(data.cards.length).toBeGreaterThan(21_000);
    expect(logged).toEqual([expect.stringMatching(/skipped .*sources\.json: not an array of Scryfall card objects/)]);
    const source = new MemoryCardSource(data.cards);
    const resolved = await source.resolveNames(["Spirit", "Lightning Bolt", "Erayo, Soratami Ascendant"]);
    // Tokens never match a deck line, even where a token shares a card's name.
    expect(resolved.get("Spirit")?.status).toBe("not-found");
    expect(resolved.get("Lightning Bolt")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(resolved.get("Erayo, Soratami Ascendant")).toMatchObject({ status: "found", card: { layout: "flip" } });
  });

  it("takes the data date from the metadata written beside a downloaded file", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "bulk-"));
    const file = path.join(folder, "oracle-cards.json");
    writeFileSync(file, JSON.stringify([{ object: "card", oracle_id: "o1", name: "Opt", layout: "normal", type_line: "Instant", legalities: { modern: "legal" } }]));
    writeFileSync(path.join(folder, "oracle-cards.meta.json"), JSON.stringify({ updatedAt: "2026-11-20T09:00:00.000Z" }));
    writeFileSync(path.join(folder, "notes.json"), JSON.stringify({ not: "cards" }));
    const data = await loadBulkData(folder, () => undefined);
    expect(data.updatedAt).toBe("2026-11-20T09:00:00.000Z");
    expect(data.cards.map((card) => card.name)).toEqual(["Opt"]);
    expect(data.skipped).toEqual([{ file: path.join(folder, "notes.json"), reason: "not an array of Scryfall card objects" }]);
  });
});
