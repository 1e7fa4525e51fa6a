// A team that pasted its lists in Japanese leaves with English ones: the exports write Oracle names, and
// what they write checks again as the same cards (an all_cards-style file of real printed names).
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import { EXPORT_FORMATS, exportDeck } from "@/lib/check/export";
import type { TeamReport } from "@/lib/report/report";
import type { TeamInput } from "@/lib/input/team-input";
import { loadBulkData } from "@/server/cards/bulk-file";
import { makeAllCardsFile } from "../support/localized-cards";
import { temporaryFolder } from "../support/temporary-folders";

let dir: string;
let source: MemoryCardSource;

beforeAll(async () => {
  dir = temporaryFolder("export-localized");
  source = new MemoryCardSource(
    (
      await loadBulkData(
        makeAllCardsFile(dir, ["Lightning Bolt", "Counterspell", "Mountain", "Island", "Fire // Ice"]),
        () => undefined,
      )
    ).cards,
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(input: TeamInput): Promise<TeamReport> {
  const outcome = await checkTeam(input, source, { now: new Date("2026-11-25T12:00:00Z") });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

const JAPANESE: TeamInput = {
  format: "modern",
  decks: [
    { name: "アリス", list: "デッキ\n4 稲妻\n2 火/氷\n54 山" },
    { name: "ボブ", list: "デッキ\n4 対抗呪文\n56 島" },
  ],
};

describe("exports of lists written in Japanese", () => {
  it("write English Oracle names, and check again as the same cards", async () => {
    const report = await check(JAPANESE);
    expect(report.decks[0]?.main.map((entry) => [entry.written, entry.name])).toEqual([
      [["稲妻"], "Lightning Bolt"],
      [["火 // 氷"], "Fire // Ice"],
      [["山"], "Mountain"],
    ]);
    const layouts = new Map(report.cards.map((row) => [row.name, row]));
    expect(report.decks[0] && exportDeck(report.decks[0], "arena", layouts)).toBe(
      "Deck\n4 Lightning Bolt\n2 Fire /// Ice\n54 Mountain\n",
    );
    for (const format of EXPORT_FORMATS) {
      const lists = report.decks.map((deck) => exportDeck(deck, format, layouts));
      const again = await check({
        ...JAPANESE,
        decks: JAPANESE.decks.map((deck, index) => ({ ...deck, list: lists[index] ?? "" })),
      });
      expect(again.cards.map((row) => [row.name, row.quantities])).toEqual(
        report.cards.map((row) => [row.name, row.quantities]),
      );
      expect(again.decks.every((deck) => deck.main.every((entry) => entry.written === undefined))).toBe(true);
    }
  });
});
