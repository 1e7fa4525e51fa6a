import { describe, expect, it } from "vitest";
import { boundedProblems, MAX_PROBLEMS_PER_CODE } from "@/lib/check/bounded-problems";
import { lineRanges } from "@/i18n/problem-text";
import { check, codes, deck } from "../../support/rules-source";
import { messageOf } from "../../support/english";

/** Names that match no card: "Zorblax 1", "Zorblax 2", … */
const junk = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `1 Zorblax ${from + index}`);

describe("a report's problems of one code, per deck", () => {
  it("lists the first 25 unknown names of a deck, then one problem that counts the rest with their lines", async () => {
    // Alice: 4 Lightning Bolt on line 1, the 60 junk names on lines 2-61, 56 Mountain on line 62.
    const report = await check([["4 Lightning Bolt", ...junk(60), "56 Mountain"].join("\n"), deck(["4 Counterspell"])]);
    const unknown = report.problems.filter((problem) => problem.code === "unknown-card");
    expect(unknown).toHaveLength(MAX_PROBLEMS_PER_CODE);
    expect(unknown.map((problem) => problem.card)).toEqual(junk(25).map((line) => line.slice(2)));
    const more = report.problems.find((problem) => problem.code === "more-problems");
    expect(more).toMatchObject({
      severity: "error",
      card: null,
      decks: [0],
      lines: [Array.from({ length: 35 }, (_, index) => 27 + index)],
      rule: "IPG 3.4",
      params: { code: "unknown-card", count: 35 },
    });
    // The count stands right after the problems it continues.
    expect(codes(report).indexOf("more-problems")).toBe(codes(report).lastIndexOf("unknown-card") + 1);
    expect(messageOf(more)).toBe("35 more unknown card names (Alice, lines 27–61): the report lists the first 25.");
    expect(report.legal).toBe(false);
  });

  it("counts each deck on its own: 30 junk names in each of two decks leave 25 and a count of 5 in each", async () => {
    const report = await check([deck(junk(30)), deck(junk(30, 100), { basic: "Mountain" })]);
    const more = report.problems.filter((problem) => problem.code === "more-problems");
    expect(more.map((problem) => [problem.decks, problem.params])).toEqual([
      [[0], { code: "unknown-card", count: 5 }],
      [[1], { code: "unknown-card", count: 5 }],
    ]);
    expect(report.problems.filter((problem) => problem.code === "unknown-card")).toHaveLength(50);
  });

  it("leaves a report within the bound as it was", async () => {
    const report = await check([deck(junk(25)), deck(["4 Counterspell"])]);
    expect(codes(report)).not.toContain("more-problems");
    expect(boundedProblems(report.problems)).toEqual(report.problems);
  });
});

describe("lineRanges", () => {
  it("writes runs of lines as ranges", () => {
    expect(lineRanges([3, 4, 5, 9, 11, 12])).toEqual(["3–5", "9", "11–12"]);
    expect(lineRanges([])).toEqual([]);
  });
});

describe("the team table beside a bounded report", () => {
  it("marks every unknown card as an error, those whose problems are only counted too", async () => {
    const report = await check([deck(junk(40)), deck(["4 Counterspell"])]);
    const junkRows = report.cards.filter((row) => row.name.startsWith("Zorblax"));
    expect(junkRows).toHaveLength(40);
    expect(new Set(junkRows.map((row) => row.status))).toEqual(new Set(["error"]));
  });
});
