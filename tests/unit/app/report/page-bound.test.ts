import { describe, expect, it } from "vitest";
import { boundedForPage, MAX_LIST_ENTRIES, MAX_TABLE_ROWS } from "@/app/_lib/report/page-bound";
import { check, deck } from "../../../support/rules-source";

/** Names that match no card: "Zorblax 1", "Zorblax 2", … */
const junk = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `1 Zorblax ${from + index}`);

describe("boundedForPage: what a report's page renders", () => {
  it("shows the team table's first 200 rows, problem rows first, and each list's first 150 entries, counting the rest", async () => {
    const report = await check([
      deck(["4 Lightning Bolt", ...junk(300)], { basic: "Mountain" }),
      deck(["4 Counterspell", ...junk(300, 1000)]),
    ]);
    const page = boundedForPage(report);
    expect(page.report.cards).toHaveLength(MAX_TABLE_ROWS);
    expect(page.hiddenRows).toBe(report.cards.length - MAX_TABLE_ROWS);
    // Every shown row is a problem row: the 600 unknown names come before the cards that are fine.
    expect(page.report.cards.every((row) => row.status === "error")).toBe(true);
    expect(page.report.decks.map((each) => each.main.length)).toEqual([MAX_LIST_ENTRIES, MAX_LIST_ENTRIES]);
    expect(page.hiddenEntries).toEqual(report.decks.map((each) => each.main.length - MAX_LIST_ENTRIES));
    // The problems and the whole lists stay as they were, for the words, the downloads and the API.
    expect(page.report.problems).toBe(report.problems);
    expect(report.decks[0]!.main.length).toBeGreaterThan(MAX_LIST_ENTRIES);
  });

  it("leaves a report within the bounds as it is", async () => {
    const report = await check([deck(["4 Lightning Bolt"], { basic: "Mountain" }), deck(["4 Counterspell"])]);
    expect(boundedForPage(report)).toEqual({ report, hiddenRows: 0, hiddenEntries: [0, 0] });
  });
});
