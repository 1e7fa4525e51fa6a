import { describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import { check, codes, deck, rulesCardSource } from "../../support/rules-source";
import { inEnglish, inEnglishOutcome, messageOf, refusalOf } from "../../support/english";

const limited = (lists: [string, string], pool?: string, allowed?: string) =>
  check(lists, { format: "limited", pool, allowed });

/** A 40-card Limited deck: the given lines, then basics. */
const forty = (lines: string[], basic = "Island") => deck(lines, { size: 40, basic });

const notInPool = (report: TeamReport) => report.problems.filter((problem) => problem.code === "not-in-pool");

describe("not-in-pool: both main decks come from the team's pool (MTR 7.2, 9.6; CR 100.4c)", () => {
  it("passes decks that use the pool exactly, and leaves no shared sideboard", async () => {
    const report = await limited(
      [forty(["2 Lightning Bolt", "1 Cut Down"], "Mountain"), forty(["3 Opt", "1 Counterspell"])],
      ["2 Lightning Bolt", "1 Cut Down", "3 Opt", "1 Counterspell"].join("\n"),
    );
    expect(report.problems).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report.pool).toEqual({ cards: 7, allowed: 0, sideboard: [] });
  });

  it("passes a card in both decks while the pool holds enough (no team rule in Limited, MTR 8.4 is Constructed)", async () => {
    const report = await limited(
      [forty(["2 Lightning Bolt"], "Mountain"), forty(["2 Lightning Bolt"], "Mountain")],
      "4 Lightning Bolt\n2 Opt",
    );
    expect(report.problems).toEqual([]);
    expect(report.pool?.sideboard).toMatchObject([{ name: "Opt", quantity: 2 }]);
  });

  it("fails 2 + 2 copies against a pool of 3, naming both decks' lines, the pool line and the counts", async () => {
    const report = await limited(
      [forty(["2 Lightning Bolt"], "Mountain"), forty(["1 Opt", "2 Lightning Bolt"], "Mountain")],
      "1 Opt\n3 Lightning Bolt",
    );
    expect(report.legal).toBe(false);
    expect(inEnglish(notInPool(report))).toEqual([
      {
        code: "not-in-pool",
        severity: "error",
        card: "Lightning Bolt",
        decks: [0, 1],
        lines: [[2], [3]],
        poolLines: [2],
        message: "Alice plays 2 and Bob plays 2 Lightning Bolt; the pool has 3: that is 1 copy more than the team has.",
        rule: "MTR 7.2, 9.6; CR 100.4c",
        suggestions: [],
        params: {
          card: "Lightning Bolt",
          copies: [
            { deck: 0, deckName: "Alice", quantity: 2, lines: [2] },
            { deck: 1, deckName: "Bob", quantity: 2, lines: [3] },
          ],
          pool: 3,
          allowed: 0,
          basicLand: false,
        },
        fix: {
          kind: "take-out",
          params: {
            card: "Lightning Bolt",
            takeOut: [{ deck: 0, deckName: "Alice", quantity: 1 }],
            refills: [{ deck: 0, deckName: "Alice", count: 39, basic: "Mountain", quantity: 1 }],
          },
          text: "Take 1 Lightning Bolt out of Alice's deck (Alice then has 39 cards: add 1 Mountain).",
          changes: [
            { deck: 0, card: "Lightning Bolt", quantity: -1, zone: "main" },
            { deck: 0, card: "Mountain", quantity: 1, zone: "main" },
          ],
        },
      },
    ]);
    expect(report.pool?.sideboard).toMatchObject([]);
  });

  it("fails copies beyond the pool within one deck, summing its lines", async () => {
    const report = await limited([forty(["2 Opt", "Consider", "2 Opt"]), forty([])], "3 Opt\n1 Consider");
    expect(notInPool(report)).toMatchObject([{ card: "Opt", decks: [0], lines: [[2, 4]], poolLines: [1] }]);
    expect(messageOf(notInPool(report)[0])).toBe(
      "Alice plays 4 Opt; the pool has 3: that is 1 copy more than the team has.",
    );
  });

  it("fails a card the pool does not have", async () => {
    const report = await limited([forty(["1 Sheoldred, the Apocalypse"], "Swamp"), forty([])], "2 Opt");
    expect(notInPool(report)).toMatchObject([
      { card: "Sheoldred, the Apocalypse", decks: [0], lines: [[2]], poolLines: [] },
    ]);
    expect(messageOf(notInPool(report)[0])).toBe(
      "Alice plays 1 Sheoldred, the Apocalypse; the pool has none: both decks are built from the team's pool (MTR 7.2, 9.6).",
    );
    expect(report.pool?.sideboard).toMatchObject([{ name: "Opt", quantity: 2 }]);
  });

  it("lets the five named basics be added beyond the pool, in any number", async () => {
    const lists: [string, string] = [
      ["17 Plains", "17 Island", "6 Swamp"].join("\n"),
      ["20 Mountain", "20 Forest"].join("\n"),
    ];
    const report = await limited(lists, "1 Opt");
    expect(report.problems).toEqual([]);
  });

  it("takes Snow-Covered basics and Wastes only from the pool", async () => {
    const lists: [string, string] = [
      forty(["3 Snow-Covered Forest", "2 Wastes"], "Forest"),
      forty(["2 Snow-Covered Island"]),
    ];
    const without = await limited(lists, "1 Opt");
    expect(notInPool(without).map((problem) => problem.card)).toEqual([
      "Snow-Covered Forest",
      "Wastes",
      "Snow-Covered Island",
    ]);
    expect(messageOf(notInPool(without)[1])).toBe(
      "Alice plays 2 Wastes; the pool has none: beyond the pool a deck may add only Plains, Island, Swamp, Mountain and Forest, not Snow-Covered basics or Wastes (MTR 7.2).",
    );
    const short = await limited(lists, "2 Snow-Covered Forest\n2 Wastes\n2 Snow-Covered Island");
    expect(notInPool(short)).toMatchObject([{ card: "Snow-Covered Forest", poolLines: [1] }]);
    expect(messageOf(notInPool(short)[0])).toContain("the pool has 2: that is 1 copy more than the team has.");
    expect((await limited(lists, "3 Snow-Covered Forest\n2 Wastes\n2 Snow-Covered Island")).problems).toEqual([]);
  });

  it("matches names as decklists do: split separators, front faces, accents, the Æ ligature and case", async () => {
    const pool = ["1 Fire/Ice", "1 Delver of Secrets", "1 Jotun Grunt", "1 Æther Vial", "1 lightning bolt"].join("\n");
    const report = await limited(
      [
        forty(["1 Fire // Ice", "1 Delver of Secrets // Insectile Aberration", "1 Lightning Bolt"]),
        forty(["1 Jötun Grunt", "1 Aether Vial"], "Plains"),
      ],
      pool,
    );
    expect(report.problems).toEqual([]);
    const twice = await limited([forty(["1 Fire // Ice"]), forty(["1 Fire///Ice"], "Mountain")], pool);
    expect(notInPool(twice)).toMatchObject([{ card: "Fire // Ice", decks: [0, 1], poolLines: [1] }]);
  });

  it("counts every section of an Arena export as the pool (Deck and Sideboard), set codes and all", async () => {
    const arenaPool = [
      "Deck",
      "2 Lightning Bolt (M10) 146",
      "1 Fire // Ice (MH2) 290",
      "",
      "Sideboard",
      "1 Lightning Bolt (2XM) 129",
      "3 Opt (XLN) 65",
    ].join("\n");
    const report = await limited(
      [forty(["3 Lightning Bolt", "1 Fire // Ice"], "Mountain"), forty(["2 Opt"])],
      arenaPool,
    );
    expect(report.problems).toEqual([]);
    expect(report.pool).toMatchObject({ cards: 7, allowed: 0, sideboard: [{ name: "Opt", quantity: 1 }] });
    const over = await limited([forty(["4 Lightning Bolt"], "Mountain"), forty([])], arenaPool);
    expect(notInPool(over)).toMatchObject([{ card: "Lightning Bolt", poolLines: [2, 6] }]);
  });

  it("reads an MTGO .dek pool, whose cards are all in the sideboard", async () => {
    const dek = [
      '<?xml version="1.0" encoding="utf-8"?>',
      "<Deck>",
      '  <Cards CatID="1" Quantity="2" Sideboard="true" Name="Counterspell" />',
      '  <Cards CatID="2" Quantity="1" Sideboard="true" Name="Fire/Ice" />',
      "</Deck>",
    ].join("\n");
    const report = await limited([forty(["2 Counterspell", "1 Fire // Ice"]), forty([])], dek);
    expect(report.problems).toEqual([]);
    expect(report.pool?.cards).toBe(3);
  });

  it('reads a names-only pool (Draftmancer\'s "Card Names Only"), one line a copy', async () => {
    const report = await limited([forty(["3 Opt"]), forty([])], ["Opt", "Opt", "Cut Down", "Opt"].join("\n"));
    expect(report.problems).toEqual([]);
    expect(report.pool?.sideboard).toMatchObject([{ name: "Cut Down", quantity: 1 }]);
  });

  it("does not count a deck's sideboard section against the pool: it is the shared sideboard (MTR 9.6)", async () => {
    const report = await limited(
      [forty(["2 Opt", "", "Sideboard", "3 Counterspell"]), forty([])],
      "2 Opt\n1 Counterspell",
    );
    expect(report.problems).toEqual([]);
    expect(report.pool?.sideboard).toMatchObject([{ name: "Counterspell", quantity: 1 }]);
  });
});

describe("the pool's own lines (IPG 3.4), located in the pool", () => {
  it("reports a pool line that names no card as unknown-card with suggestions, decks: [] and poolLines", async () => {
    const report = await limited([forty(["1 Opt"]), forty([])], "1 Opt\n3 Lightnig Bolt");
    expect(inEnglish(report.problems)).toEqual([
      expect.objectContaining({
        code: "unknown-card",
        card: "Lightnig Bolt",
        decks: [],
        lines: [],
        poolLines: [2],
        message: "“Lightnig Bolt” is not a card name we know (Team pool: 3 (line 2)): check its spelling.",
        suggestions: expect.arrayContaining(["Lightning Bolt"]),
      }),
    ]);
    expect(report.pool?.sideboard).toMatchObject([{ name: "Lightnig Bolt", quantity: 3 }]);
  });

  it("reports a pool line that is not a card line", async () => {
    const report = await limited([forty([]), forty([])], "1 Opt\n0 Opt");
    expect(report.problems).toMatchObject([{ code: "unparsed-line", decks: [], lines: [], poolLines: [2] }]);
    expect(messageOf(report.problems[0])).toBe(
      "Team pool, line 2: “0 Opt” is not a card line (quantity is 0: the line adds no cards).",
    );
  });

  it("names the same misspelling in a deck and in the pool once for each", async () => {
    const report = await limited([forty(["1 Lightnig Bolt"]), forty([])], "1 Lightnig Bolt");
    expect(report.problems.map((problem) => [problem.code, problem.decks, problem.poolLines])).toEqual([
      ["unknown-card", [0], undefined],
      ["unknown-card", [], [1]],
    ]);
  });
});

describe("cards an organizer allows beyond the pool (MTR 7.2: prerelease exceptions)", () => {
  it("counts them like pool cards, and keeps them out of the shared sideboard", async () => {
    const lists: [string, string] = [forty(["1 Sheoldred, the Apocalypse", "2 Opt"], "Swamp"), forty([])];
    const allowed = await limited(lists, "1 Opt", "1 Sheoldred, the Apocalypse\n1 Opt");
    expect(allowed.problems).toEqual([]);
    expect(allowed.pool).toEqual({ cards: 1, allowed: 2, sideboard: [] });

    const over = await limited([forty(["3 Opt"]), forty([])], "1 Opt", "1 Opt");
    expect(inEnglish(notInPool(over))).toEqual([
      expect.objectContaining({
        poolLines: [1],
        allowedLines: [1],
        message:
          "Alice plays 3 Opt; the pool has 1 and the organizer allows 1 more: that is 1 copy more than the team has.",
      }),
    ]);
  });

  it("reports an allowed card that names no card in the allowed list", async () => {
    const report = await limited([forty([]), forty([])], "1 Opt", "1 Sheoldred the Apocalypse");
    expect(report.problems).toMatchObject([{ code: "unknown-card", decks: [], allowedLines: [1] }]);
    expect(report.problems[0]).not.toHaveProperty("poolLines");
  });
});

describe("Limited with no pool, and a pool outside Limited", () => {
  it("checks only deck sizes and names without a pool, and says so: pool null, one no-pool warning, no limits", async () => {
    const report = await limited([forty(["9 Sheoldred, the Apocalypse"]), forty(["3 Snow-Covered Island"])]);
    expect(inEnglish(report.problems)).toMatchObject([
      {
        code: "no-pool",
        severity: "warning",
        card: null,
        params: { format: "limited" },
        rule: "MTR 7.2",
        message: expect.stringMatching(/^Without the team's pool only deck sizes and card names were checked/),
      },
    ]);
    expect(report.legal).toBe(true);
    expect(report.pool).toBeNull();
    expect(report.cards.map((row) => row.limit)).toEqual(report.cards.map(() => null));
    expect((await check([deck([]), deck([])])).pool).toBeNull();
  });

  it("still needs 40 cards in each main deck with a pool", async () => {
    const report = await limited([forty(["1 Opt"]).replace("39 Island", "38 Island"), forty([])], "1 Opt");
    expect(codes(report)).toEqual(["deck-too-small"]);
  });

  it("refuses a pool or allowed cards with a Constructed format, naming the field", async () => {
    const source = await rulesCardSource();
    const decks = [{ list: deck([]) }, { list: deck([]) }];
    expect(inEnglishOutcome(await checkTeam({ format: "modern", decks, pool: "3 Opt" }, source))).toMatchObject({
      ok: false,
      error: {
        code: "bad-request",
        message: "pool: the pool is read only with format limited (Sealed or Draft), not Modern",
      },
    });
    const allowed = await checkTeam({ format: "standard", decks, allowed: "1 Opt" }, source);
    expect(allowed.ok || refusalOf(allowed.error)).toMatch(
      /^allowed: the list of allowed cards is read only with format limited/,
    );
    const noPool = await checkTeam({ format: "limited", decks, allowed: "1 Opt" }, source);
    expect(noPool.ok || refusalOf(noPool.error)).toBe(
      "allowed: the allowed cards are counted beside a pool: give the pool too",
    );
    expect((await checkTeam({ format: "modern", decks, pool: " \n" }, source)).ok).toBe(true);
  });

  it("refuses a pool line asking for more copies than any pool holds, naming the pool", async () => {
    const outcome = await checkTeam(
      { format: "limited", decks: [{ list: "" }, { list: "" }], pool: "1 Opt\n1000 Island" },
      await rulesCardSource(),
    );
    expect(outcome.ok || refusalOf(outcome.error)).toBe(
      'pool: line 2 asks for 1000 copies of "Island"; a quantity is at most 999',
    );
  });

  it("looks up the pool's names in the same single call as the decks' names", async () => {
    const source = await rulesCardSource();
    const calls: (readonly string[])[] = [];
    const counting = {
      info: source.info,
      resolveNames: (names: readonly string[]) => (calls.push(names), source.resolveNames(names)),
    };
    await checkTeam(
      {
        format: "limited",
        decks: [{ list: "1 Opt" }, { list: "1 Cut Down" }],
        pool: "1 Opt\n1 Consider",
        allowed: "1 Ponder",
      },
      counting,
    );
    expect(calls).toEqual([["Opt", "Cut Down", "Consider", "Ponder"]]);
  });
});
