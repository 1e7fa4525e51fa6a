import { describe, expect, it } from "vitest";
import { check, codes, deck } from "../../support/rules-source";
import { messageOf } from "../../support/english";

describe("team-shared-card (MTR 9.5 → 8.4, tournament ruleset)", () => {
  it("fails a card in both decks (2 + 2) and names both decks and lines", async () => {
    const report = await check([
      deck(["2 Lightning Bolt"]),
      deck(["4 Counterspell", "2 Lightning Bolt"], { basic: "Swamp" }),
    ]);
    expect(report.legal).toBe(false);
    const shared = report.problems.filter((problem) => problem.code === "team-shared-card");
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({
      severity: "error",
      card: "Lightning Bolt",
      decks: [0, 1],
      lines: [[2], [3]],
      rule: "MTR 9.5, 8.4",
    });
    expect(messageOf(shared[0])).toContain("Alice: 2 (line 2)");
    expect(messageOf(shared[0])).toContain("Bob: 2 (line 3)");
  });

  it("marks a non-basic card's row oneDeck under tournament, not a basic land's nor any row under classic", async () => {
    const lists: [string, string] = [
      deck(["2 Lightning Bolt", "2 Relentless Rats"]),
      deck(["2 Lightning Bolt"], { basic: "Swamp" }),
    ];
    const row = (report: Awaited<ReturnType<typeof check>>, name: string) =>
      report.cards.find((each) => each.name === name);
    const tournament = await check(lists);
    expect(row(tournament, "Lightning Bolt")).toMatchObject({
      quantities: [2, 2],
      total: 4,
      limit: 4,
      oneDeck: true,
      status: "error",
    });
    expect(row(tournament, "Relentless Rats")).toMatchObject({ limit: null, oneDeck: true });
    expect(row(tournament, "Island")).toMatchObject({ limit: null, oneDeck: false });
    const classic = await check(lists, { ruleset: "classic" });
    expect(classic.cards.filter((each) => each.oneDeck)).toEqual([]);
    expect(row(classic, "Lightning Bolt")).toMatchObject({ total: 4, limit: 4, status: "ok" });
  });

  it("passes the same 2 + 2 team under the classic ruleset, and says so as the alternate verdict", async () => {
    const lists: [string, string] = [deck(["2 Lightning Bolt"]), deck(["2 Lightning Bolt"], { basic: "Swamp" })];
    const classic = await check(lists, { ruleset: "classic" });
    expect(classic.legal).toBe(true);
    expect(classic.problems).toEqual([]);
    const tournament = await check(lists);
    expect(tournament.alternate).toEqual({ ruleset: "classic", legal: true });
  });

  it("lets basic lands, Snow-Covered basics and Wastes appear in both decks", async () => {
    const lists: [string, string] = [
      deck(["10 Snow-Covered Forest", "5 Wastes", "10 Plains"]),
      deck(["10 Snow-Covered Forest", "5 Wastes", "10 Plains"]),
    ];
    for (const ruleset of ["tournament", "classic"] as const) {
      const report = await check(lists, { ruleset });
      expect(report.problems).toEqual([]);
      expect(report.legal).toBe(true);
    }
  });

  it("lets Relentless Rats fill one deck but not appear in both (MTR 8.4: overrides for one deck only)", async () => {
    const oneDeck = await check([deck(["24 Relentless Rats"]), deck([], { basic: "Swamp" })]);
    expect(oneDeck.legal).toBe(true);
    const bothDecks = await check([deck(["24 Relentless Rats"]), deck(["1 Relentless Rats"], { basic: "Swamp" })]);
    expect(codes(bothDecks)).toEqual(["team-shared-card"]);
  });

  it("treats Fire/Ice and Fire // Ice as one card shared by both decks", async () => {
    const report = await check([deck(["1 Fire/Ice"]), deck(["1 Fire // Ice"], { basic: "Mountain" })]);
    expect(report.problems).toMatchObject([{ code: "team-shared-card", card: "Fire // Ice" }]);
  });

  it("treats Delver of Secrets and its full name as one card", async () => {
    const report = await check([
      deck(["1 Delver of Secrets"]),
      deck(["1 Delver of Secrets // Insectile Aberration"], { basic: "Plains" }),
    ]);
    expect(report.problems).toMatchObject([
      { code: "team-shared-card", card: "Delver of Secrets // Insectile Aberration" },
    ]);
  });

  it("matches names without accents or with the Æ ligature (Jotun Grunt, Æther Vial)", async () => {
    const report = await check([
      deck(["1 Jotun Grunt", "1 Æther Vial"]),
      deck(["1 Jötun Grunt", "1 Aether Vial"], { basic: "Plains" }),
    ]);
    expect(report.problems.map((problem) => problem.card)).toEqual(["Jötun Grunt", "Aether Vial"]);
  });

  it("does not apply the team rule in Limited (MTR 8.4 is for Team Constructed)", async () => {
    const report = await check(
      [deck(["7 Lightning Bolt"], { size: 40 }), deck(["7 Lightning Bolt"], { size: 40, basic: "Mountain" })],
      {
        format: "limited",
      },
    );
    expect(report.problems.map((problem) => problem.code)).toEqual(["no-pool"]);
    expect(report.cards.find((row) => row.name === "Lightning Bolt")).toMatchObject({
      total: 14,
      limit: null,
      oneDeck: false,
    });
    expect(report.alternate).toBeNull();
  });
});

describe("team-too-many-copies (classic ruleset)", () => {
  it("fails 4 + 1 copies of a card across the team", async () => {
    const report = await check([deck(["4 Lightning Bolt"]), deck(["1 Lightning Bolt"], { basic: "Mountain" })], {
      ruleset: "classic",
    });
    expect(report.problems).toMatchObject([
      { code: "team-too-many-copies", card: "Lightning Bolt", decks: [0, 1], lines: [[2], [2]] },
    ]);
    expect(report.alternate).toEqual({ ruleset: "tournament", legal: false });
  });

  it("fails 4 + 1 under tournament as a shared card", async () => {
    const report = await check([deck(["4 Lightning Bolt"]), deck(["1 Lightning Bolt"], { basic: "Mountain" })]);
    expect(codes(report)).toEqual(["team-shared-card"]);
    expect(report.alternate).toEqual({ ruleset: "classic", legal: false });
  });

  it("uses the card's own limit across the team: 5 + 4 Nazgûl pass, 5 + 5 fail", async () => {
    const nine = await check([deck(["5 Nazgûl"]), deck(["4 Nazgul"], { basic: "Swamp" })], { ruleset: "classic" });
    expect(nine.problems).toEqual([]);
    const ten = await check([deck(["5 Nazgûl"]), deck(["5 Nazgul"], { basic: "Swamp" })], { ruleset: "classic" });
    expect(codes(ten)).toEqual(["team-too-many-copies"]);
  });
});

describe("restricted (Vintage: one copy per team, MTR 6.2 + 8.4)", () => {
  it("passes one Sol Ring in the whole team", async () => {
    const report = await check([deck(["1 Sol Ring"]), deck([], { basic: "Swamp" })], { format: "vintage" });
    expect(report.legal).toBe(true);
    expect(report.cards.find((row) => row.name === "Sol Ring")).toMatchObject({ limit: 1, status: "ok", total: 1 });
  });

  it("fails one Sol Ring in each deck, as restricted and as a shared card", async () => {
    const report = await check([deck(["1 Sol Ring"]), deck(["1 Sol Ring"], { basic: "Swamp" })], { format: "vintage" });
    expect(codes(report).sort()).toEqual(["restricted", "team-shared-card"]);
    expect(report.problems.find((problem) => problem.code === "restricted")).toMatchObject({
      decks: [0, 1],
      lines: [[2], [2]],
    });
  });

  it("fails two Black Lotus in one deck as restricted, not as too-many-copies", async () => {
    const report = await check([deck(["2 Black Lotus"]), deck([], { basic: "Swamp" })], { format: "vintage" });
    expect(codes(report)).toEqual(["restricted"]);
  });

  it("fails one Sol Ring in each deck under classic too (restricted is a team limit of one)", async () => {
    const report = await check([deck(["1 Sol Ring"]), deck(["1 Sol Ring"], { basic: "Swamp" })], {
      format: "vintage",
      ruleset: "classic",
    });
    expect(codes(report)).toEqual(["restricted"]);
  });

  it("does not restrict in Legacy, where Brainstorm is simply legal", async () => {
    const report = await check([deck(["4 Brainstorm"]), deck([], { basic: "Swamp" })], { format: "legacy" });
    expect(report.legal).toBe(true);
  });
});
