import { describe, expect, it } from "vitest";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import { makeCard } from "../../support/make-card";
import { check, codes, deck } from "../../support/rules-source";
import { messageOf, refusalOf } from "../../support/english";

describe("deck-too-small (MTR 6.1, 7.1)", () => {
  it("fails a 59-card main deck and passes 60", async () => {
    const report = await check([deck([], { size: 59 }), deck([])]);
    expect(report.problems).toMatchObject([{ code: "deck-too-small", card: null, decks: [0], lines: [[]] }]);
    expect(report.decks[0]?.mainCount).toBe(59);
    expect((await check([deck([]), deck([])])).legal).toBe(true);
  });

  it("treats an empty list as a 0-card deck", async () => {
    const report = await check(["", deck([])]);
    expect(report.problems).toMatchObject([{ code: "deck-too-small", decks: [0] }]);
    expect(messageOf(report.problems[0])).toContain("0 cards");
  });

  it("needs 40 cards in Limited", async () => {
    const report = await check([deck([], { size: 39 }), deck([], { size: 40 })], { format: "limited" });
    expect(codes(report)).toEqual(["deck-too-small", "no-pool"]);
  });

  it("does not count the sideboard towards the minimum", async () => {
    const report = await check([deck([], { size: 56 }) + "\nSideboard\n4 Lightning Bolt", deck([])]);
    expect(codes(report).sort()).toEqual(["deck-too-small", "sideboard-not-allowed"]);
  });

  it("does not count a Maybeboard", async () => {
    const report = await check([
      deck(["4 Lightning Bolt", "Maybeboard", "4 Lightning Bolt"]),
      deck(["Maybeboard", "4 Lightning Bolt"]),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.decks[0]?.ignored.length).toBeGreaterThan(0);
  });
});

describe("zones: sideboard, companion, commander (MTR 9.5, 3.16, 6.1)", () => {
  it("fails any sideboard in 2HG Constructed, with its lines", async () => {
    const report = await check([deck(["4 Counterspell", "", "Sideboard", "2 Fatal Push", "1 Cut Down"]), deck([])]);
    const sideboard = report.problems.find((problem) => problem.code === "sideboard-not-allowed");
    expect(sideboard).toMatchObject({ decks: [0], lines: [[5, 6]], card: null });
    expect(messageOf(sideboard)).toContain("a sideboard of 3 cards");
  });

  it("allows a sideboard in Limited (the team shares one, MTR 9.6)", async () => {
    const report = await check([deck(["Sideboard", "3 Lightning Bolt"], { size: 40 }), deck([], { size: 40 })], {
      format: "limited",
    });
    expect(report.legal).toBe(true);
  });

  it("fails a companion in Constructed and explains the derivation", async () => {
    const report = await check([deck(["Companion", "1 Lurrus of the Dream-Den"]), deck([])], { format: "vintage" });
    const companion = report.problems.find((problem) => problem.code === "companion-not-allowed");
    expect(companion).toMatchObject({ severity: "error", card: "Lurrus of the Dream-Den", decks: [0], lines: [[3]] });
    expect(messageOf(companion)).toMatch(/sideboard/);
  });

  it("only warns about a companion in Limited: ask the Head Judge", async () => {
    const report = await check(
      [deck(["Companion", "1 Lurrus of the Dream-Den"], { size: 40 }), deck([], { size: 40 })],
      {
        format: "limited",
      },
    );
    expect(report.problems).toMatchObject([
      { code: "companion-not-allowed", severity: "warning" },
      { code: "no-pool", severity: "warning" },
    ]);
    expect(report.legal).toBe(true);
    expect(report.cards.find((row) => row.name === "Lurrus of the Dream-Den")?.status).toBe("warning");
  });

  it("marks a card's row with its worst problem, whichever comes first", async () => {
    // In Limited a companion is a warning; an unknown name is checked before it, a commander after.
    const limited = { format: "limited" } as const;
    const commander = await check(
      [
        deck(["Companion", "1 Lurrus of the Dream-Den"], { size: 40 }),
        deck(["Commander", "1 Lurrus of the Dream-Den"], { size: 40 }),
      ],
      limited,
    );
    expect(codes(commander)).toEqual(["companion-not-allowed", "commander-not-allowed", "no-pool"]);
    expect(commander.cards.find((row) => row.name === "Lurrus of the Dream-Den")?.status).toBe("error");

    const unknown = await check(
      [deck(["Companion", "1 Lurrus of the Dream-Dan"], { size: 40 }), deck([], { size: 40 })],
      limited,
    );
    expect(codes(unknown)).toEqual(["unknown-card", "companion-not-allowed", "no-pool"]);
    expect(unknown.cards.find((row) => row.name === "Lurrus of the Dream-Dan")?.status).toBe("error");
  });

  it("fails a commander zone", async () => {
    const report = await check([deck(["Commander", "1 Sheoldred, the Apocalypse"]), deck([])]);
    expect(report.problems).toMatchObject([
      { code: "commander-not-allowed", card: "Sheoldred, the Apocalypse", lines: [[3]] },
    ]);
  });
});

describe("unknown-card, ambiguous-card and unparsed-line (IPG 3.4)", () => {
  it("reports an unknown name as typed, with suggestions, and keeps it in its zone", async () => {
    const report = await check([deck(["4 Lightnig Bolt"]), deck([])]);
    expect(report.problems).toMatchObject([
      { code: "unknown-card", card: "Lightnig Bolt", decks: [0], lines: [[2]], suggestions: ["Lightning Bolt"] },
    ]);
    expect(report.decks[0]?.main).toContainEqual({ name: "Lightnig Bolt", quantity: 4, lines: [2] });
    expect(report.legal).toBe(false);
  });

  it("accepts hostile text as an unknown card, never as markup", async () => {
    const report = await check([deck(["1 <b onmouseover=alert(1)>Bolt", "1 Robert'); DROP TABLE cards;--"]), deck([])]);
    expect(report.problems.filter((problem) => problem.code === "unknown-card").map((problem) => problem.card)).toEqual(
      ["<b onmouseover=alert(1)>Bolt", "Robert'); DROP TABLE cards;--"],
    );
  });
});

describe("ambiguous-card and unparsed-line (IPG 3.4)", () => {
  it("reports a name two cards answer to as ambiguous, with both candidates, and never picks one", async () => {
    const adventure = (front: string) =>
      makeCard({
        name: `${front} // Shared Spell`,
        layout: "adventure",
        faces: [
          { name: front, typeLine: "Creature — Giant" },
          { name: "Shared Spell", typeLine: "Instant — Adventure" },
        ],
      });
    const source = new MemoryCardSource([
      adventure("Alpha Giant"),
      adventure("Beta Giant"),
      makeCard({ name: "Island", faces: [{ name: "Island", typeLine: "Basic Land — Island" }] }),
    ]);
    const outcome = await checkTeam(
      { format: "modern", decks: [{ list: "2 Shared Spell\n58 Island" }, { list: "60 Island" }] },
      source,
    );
    if (!outcome.ok) throw new Error(refusalOf(outcome.error));
    expect(outcome.report.problems).toMatchObject([
      {
        code: "ambiguous-card",
        card: "Shared Spell",
        decks: [0],
        lines: [[1]],
        suggestions: ["Alpha Giant // Shared Spell", "Beta Giant // Shared Spell"],
      },
    ]);
    expect(outcome.report.legal).toBe(false);
  });

  it("reports a line that is not a card line with its number and why", async () => {
    const report = await check([deck(["4 Lightning Bolt", "-------", "0 Counterspell"]), deck([])]);
    expect(report.problems.map((problem) => [problem.code, problem.lines])).toEqual([
      ["unparsed-line", [[3]]],
      ["unparsed-line", [[4]]],
    ]);
    expect(messageOf(report.problems[0])).toMatch(/^Alice, line 3: “-------” is not a card line \(.+\)\.$/);
    expect(report.legal).toBe(false);
  });
});
