import { describe, expect, it } from "vitest";
import { check, codes, deck } from "../../support/rules-source";
import { messageOf } from "../../support/english";

describe("too-many-copies (MTR 6.1, CR 100.2a)", () => {
  it("passes four and fails five copies of Lightning Bolt in one deck", async () => {
    expect((await check([deck(["4 Lightning Bolt"]), deck([])])).legal).toBe(true);
    const report = await check([deck(["5 Lightning Bolt"]), deck([])]);
    expect(report.problems).toMatchObject([
      { code: "too-many-copies", card: "Lightning Bolt", decks: [0], lines: [[2]] },
    ]);
    expect(report.cards.find((row) => row.name === "Lightning Bolt")).toMatchObject({
      limit: 4,
      status: "error",
      quantities: [5, 0],
    });
  });

  it("sums a card over several lines (different printings)", async () => {
    const report = await check([deck(["3 Lightning Bolt", "2 Lightning Bolt"]), deck([])]);
    expect(report.problems).toMatchObject([{ code: "too-many-copies", lines: [[2, 3]] }]);
  });

  it("counts every zone of a deck: 3 main + 2 sideboard is five copies", async () => {
    const report = await check([deck(["3 Lightning Bolt", "Sideboard", "2 Lightning Bolt"]), deck([])]);
    expect(codes(report).sort()).toEqual(["sideboard-not-allowed", "too-many-copies"]);
  });

  it("passes 9 Nazgûl and fails 10 (its Oracle text allows up to nine)", async () => {
    expect((await check([deck(["9 Nazgûl"]), deck([])])).legal).toBe(true);
    const report = await check([deck(["10 Nazgûl"]), deck([])]);
    expect(report.problems).toMatchObject([{ code: "too-many-copies", card: "Nazgûl" }]);
    expect(messageOf(report.problems[0])).toContain("at most 9");
  });

  it("allows any number of Dragon's Approach and of basic lands", async () => {
    const report = await check([deck(["20 Dragon's Approach", "40 Mountain"]), deck([])]);
    expect(report.legal).toBe(true);
    expect(report.cards.find((row) => row.name === "Mountain")?.limit).toBeNull();
  });

  it("does not limit copies in Limited", async () => {
    const report = await check([deck(["9 Lightning Bolt"], { size: 40 }), deck([], { size: 40 })], {
      format: "limited",
    });
    expect(report.legal).toBe(true);
  });
});

describe("banned, not-legal and banned-2hg (MTR 6.2, 9.5)", () => {
  it("fails a card banned in the format", async () => {
    const report = await check([deck(["1 Oko, Thief of Crowns"]), deck([])]);
    expect(report.problems).toMatchObject([
      { code: "banned", card: "Oko, Thief of Crowns", decks: [0], lines: [[2]], rule: "MTR 6.2" },
    ]);
  });

  it("fails Alchemy and Un-cards as not legal", async () => {
    const report = await check([deck(["1 A-The One Ring"]), deck(["1 Goblin Bowling Team"])]);
    expect(report.problems.map((problem) => [problem.code, problem.card])).toEqual([
      ["not-legal", "A-The One Ring"],
      ["not-legal", "Goblin Bowling Team"],
    ]);
    expect(messageOf(report.problems[0])).toContain("Alchemy");
  });

  it("fails a card with no legality entry for the format (unknown is not legal)", async () => {
    const report = await check([deck(["1 Relentless Rats"]), deck([])], { format: "pioneer" });
    expect(codes(report)).toContain("not-legal");
  });

  it("bans Erayo by its front-face name and by its full name, in every 2HG Constructed format", async () => {
    const front = await check([deck(["1 Erayo, Soratami Ascendant"]), deck([])]);
    expect(front.problems).toMatchObject([
      { code: "banned-2hg", card: "Erayo, Soratami Ascendant // Erayo's Essence", rule: "MTR 9.5" },
    ]);
    const full = await check([deck([]), deck(["1 Erayo, Soratami Ascendant // Erayo's Essence"])], {
      format: "legacy",
    });
    expect(full.problems).toMatchObject([{ code: "banned-2hg", decks: [1] }]);
  });

  it("warns, not fails, for a Snow-Covered basic in Standard (MTR 6.3)", async () => {
    const report = await check(
      [deck(["4 Opt", "20 Snow-Covered Forest"], { basic: "Forest" }), deck(["4 Llanowar Elves"], { basic: "Forest" })],
      {
        format: "standard",
      },
    );
    expect(report.problems).toMatchObject([{ code: "snow-basic", severity: "warning", card: "Snow-Covered Forest" }]);
    expect(report.legal).toBe(true);
    expect(report.cards.find((row) => row.name === "Snow-Covered Forest")?.status).toBe("warning");
  });

  it("warns that an organiser-defined format is not a sanctioned 2HG format", async () => {
    const report = await check([deck([]), deck([])], { format: "pauper" });
    expect(report.problems).toMatchObject([{ code: "unsanctioned-format", severity: "warning", card: null }]);
    expect(report.legal).toBe(true);
  });
});
