import { describe, expect, it } from "vitest";
import { problemCards } from "@/lib/batch/problem-cards";
import { checkShared } from "../../support/shared-source";

// Real cards of ../shared/scryfall: Lightning Bolt in both decks (team-shared-card), a misspelt name
// (unknown-card), and cards no problem names.
const TEAM = {
  format: "modern",
  decks: [
    { name: "Alice", list: ["4 Lightning Bolt", "56 Mountain"].join("\n") },
    { name: "Bob", list: ["4 Lightning Bolt", "4 Lightnig Bolt", "4 Counterspell", "48 Island"].join("\n") },
  ],
};

describe("a batch team's cards: what previews its problems' card names", () => {
  it("gives the cards its problems name their view, and none to a name that matched no card", async () => {
    const report = await checkShared(TEAM);
    expect(report.problems.map((problem) => [problem.code, problem.card])).toEqual(
      expect.arrayContaining([
        ["team-shared-card", "Lightning Bolt"],
        ["unknown-card", "Lightnig Bolt"],
      ]),
    );
    const cards = problemCards(report.problems, report.cards);
    expect(Object.keys(cards)).toEqual(["Lightning Bolt"]);
    const bolt = cards["Lightning Bolt"]!;
    expect(bolt.scryfallUrl).toMatch(/^https:\/\/scryfall\.com\/card\//);
    expect(bolt.imageUrl).toMatch(/^https:\/\/cards\.scryfall\.io\//);
    expect(bolt.layout).toBe("normal");
    expect(bolt.faces).toEqual([
      {
        name: "Lightning Bolt",
        manaCost: "{R}",
        typeLine: "Instant",
        imageUrl: null,
        oracleText: "Lightning Bolt deals 3 damage to any target.",
      },
    ]);
    // Only what the preview needs: not the table row's quantities, status or limit.
    expect(Object.keys(bolt).sort()).toEqual(["faces", "imageUrl", "layout", "scryfallUrl"]);
  });

  it("is empty for a team whose problems name no card", async () => {
    const short = await checkShared({
      ...TEAM,
      decks: [TEAM.decks[0]!, { name: "Bob", list: "4 Counterspell\n40 Island" }],
    });
    expect(short.problems.some((problem) => problem.code === "deck-too-small")).toBe(true);
    expect(short.problems.every((problem) => problem.card === null)).toBe(true);
    expect(problemCards(short.problems, short.cards)).toEqual({});
  });
});
