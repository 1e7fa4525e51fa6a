import { describe, expect, it } from "vitest";
import type { CardSource, ResolveOptions } from "@/lib/cards/source";
import { checkPreparedTeams, checkValidTeam, prepareTeam, type CheckOutcome } from "@/lib/check/check-team";
import { readTeamInput, type TeamInput, type ValidTeamInput } from "@/lib/input/team-input";
import { deck, rulesCardSource } from "../../support/rules-source";
import { inEnglishOutcome } from "../../support/english";

const NOW = new Date("2026-11-24T09:00:00Z");

/** The rules fixture's source, recording every resolveNames call. */
async function countingSource() {
  const inner = await rulesCardSource();
  const calls: { names: readonly string[]; options?: ResolveOptions }[] = [];
  const source: CardSource = {
    info: inner.info,
    resolveNames(names, options) {
      calls.push({ names, options });
      return inner.resolveNames(names);
    },
  };
  return { source, calls };
}

function valid(team: TeamInput): ValidTeamInput {
  const read = readTeamInput(team);
  if (!read.ok) throw new Error(read.error.message);
  return read.input;
}

const team = (first: string, second: string, format = "modern"): ValidTeamInput =>
  valid({
    format,
    decks: [
      { name: "Alice", list: first },
      { name: "Bob", list: second },
    ],
  });

const reportOf = (outcome: CheckOutcome | undefined) => {
  if (!outcome?.ok) throw new Error(outcome ? outcome.error.message : "no outcome");
  return outcome.report;
};

const TEAMS = [
  team(deck(["4 Lightning Bolt", "4 Fire // Ice"], { basic: "Mountain" }), deck(["4 Counterspell", "4 Opt"])),
  team(
    deck(["2 Lightning Bolt"], { basic: "Mountain" }),
    deck(["2 Lightning Bolt", "4 Thoughtseize"], { basic: "Swamp" }),
  ),
  team(deck(["1 Black Lotus", "4 Brainstorm"]), deck(["1 Black Lotus", "4 Ponder"]), "vintage"),
  team(
    deck(["4 Oko, Thief of Crowns"], { basic: "Forest" }),
    deck(["4 Lightnig Bolt"], { size: 40, basic: "Mountain" }),
  ),
];

describe("checkPreparedTeams: a batch of teams", () => {
  it("reports each team exactly as its own check does", async () => {
    const { source } = await countingSource();
    const batch = await checkPreparedTeams(
      TEAMS.map((input) => prepareTeam(input)),
      source,
      { now: NOW },
    );
    const single = await Promise.all(TEAMS.map((input) => checkValidTeam(input, source, { now: NOW })));
    expect(batch).toEqual(single);
    expect(batch.map((outcome) => reportOf(outcome).legal)).toEqual([true, false, false, false]);
  });

  it("looks every distinct name of the batch up in one call, with the budget the caller gives for their number", async () => {
    const { source, calls } = await countingSource();
    await checkPreparedTeams(
      TEAMS.map((input) => prepareTeam(input)),
      source,
      { now: NOW, lookupBudgetMs: (names) => 1000 + names },
    );
    expect(calls).toHaveLength(1);
    const names = calls[0]!.names;
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(["Lightning Bolt", "Black Lotus", "Lightnig Bolt", "Mountain", "Island"]),
    );
    expect(calls[0]!.options).toEqual({ budgetMs: 1000 + names.length });
  });

  it("keeps a refused team's error in its place and checks the others; an all-refused batch looks nothing up", async () => {
    const { source, calls } = await countingSource();
    const refused = prepareTeam(team(deck([]), "1000 Island"), (path) => (path === "decks.1.list" ? "list2" : path));
    const outcomes = await checkPreparedTeams([prepareTeam(TEAMS[0]!), refused, prepareTeam(TEAMS[1]!)], source, {
      now: NOW,
    });
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    expect(inEnglishOutcome(outcomes[1])).toMatchObject({
      ok: false,
      error: { code: "bad-request", message: expect.stringMatching(/^list2: line 1 asks for 1000 copies/) },
    });

    calls.length = 0;
    expect(await checkPreparedTeams([refused], source)).toEqual([refused]);
    expect(calls).toHaveLength(0);
  });

  it("suggests for the batch's first unknown names in its one call, as each team's own check does for its own", async () => {
    const { source } = await countingSource();
    const typos = ["Lightnig Bolt", "Counterspel", "Thoughtsieze", "Brainstrom", "Ponderr", "Fatal Pussh", "Cut Dwn"];
    const teams = [
      team(typos.map((name) => `1 ${name}`).join("\n"), deck([])),
      team(deck([]), typos.map((name) => `1 ${name.toUpperCase()}`).join("\n")),
    ];
    const single = await Promise.all(teams.map((input) => checkValidTeam(input, source, { now: NOW })));
    const suggested = (outcome: CheckOutcome | undefined) =>
      reportOf(outcome).problems.filter((problem) => problem.code === "unknown-card" && problem.suggestions.length > 0)
        .length;
    expect(single.map(suggested)).toEqual([7, 7]);
    // One shared call on a fresh source suggests for the batch's first MAX_SUGGESTED_NAMES unknown
    // names (all 14 here; the budget itself is tested with MemoryCardSource).
    const shared = await checkPreparedTeams(
      teams.map((input) => prepareTeam(input)),
      (await countingSource()).source,
      { now: NOW },
    );
    expect(shared).toEqual(single);
  });
});

describe("checkValidTeam: the lines a deck could not read", () => {
  it("lists each deck's unparsed lines as { line, text, why } (the API words `reason`), beside the unparsed-line problems", async () => {
    const { source } = await countingSource();
    const list = deck(["-4 Lightning Bolt", "4 Opt", "https://example.com/deck"], { basic: "Mountain" });
    const report = reportOf(await checkValidTeam(team(list, deck(["4 Counterspell"])), source, { now: NOW }));
    expect(report.decks[0]!.unparsed).toEqual([
      { line: 2, text: "-4 Lightning Bolt", why: { code: "negative-quantity" } },
      { line: 4, text: "https://example.com/deck", why: { code: "link" } },
    ]);
    expect(report.decks[1]!.unparsed).toEqual([]);
    expect(
      report.problems.filter((problem) => problem.code === "unparsed-line").map((problem) => problem.lines),
    ).toEqual([[[2]], [[4]]]);
  });
});

describe("checkValidTeam: lines only card data can read", () => {
  it("counts Counterspell (4) as four Counterspells and reads Ramp (10) as a heading: no problem, no card", async () => {
    const { source, calls } = await countingSource();
    const list = "52 Island\nRamp (10)\nCounterspell (4)\n4 Opt";
    const report = reportOf(
      await checkValidTeam(team(list, deck(["4 Lightning Bolt"], { basic: "Mountain" })), source, { now: NOW }),
    );
    expect(report.decks[0]!.main).toEqual([
      { name: "Island", quantity: 52, lines: [1] },
      { name: "Counterspell", quantity: 4, lines: [3] },
      { name: "Opt", quantity: 4, lines: [4] },
    ]);
    expect(report.decks[0]!.mainCount).toBe(60);
    expect(report.problems).toEqual([]);
    expect(calls[0]!.names.at(-1)).toEqual("Counterspell");
  });

  it.each([
    ["Lighting Bolt (4)", "Lighting Bolt"],
    ["Lightnig Bolt (4)", "Lightnig Bolt"],
  ])(
    "reports the misspelt %s as an unknown card: the team with 4 Lightning Bolt in the other deck is not legal",
    async (line, name) => {
      const { source } = await countingSource();
      const list = `${line}\n4 Opt\n52 Mountain`;
      const report = reportOf(
        await checkValidTeam(team(list, deck(["4 Lightning Bolt"], { basic: "Mountain" })), source, { now: NOW }),
      );
      expect(report.legal).toBe(false);
      const unknown = report.problems.find((problem) => problem.code === "unknown-card");
      expect(unknown).toMatchObject({ card: name, lines: [[1]] });
      expect(unknown?.suggestions).toContain("Lightning Bolt");
      expect(report.decks[0]!.main.map((entry) => entry.name)).toEqual([name, "Opt", "Mountain"]);
    },
  );

  it("finds a banned card Archidekt filed under Ramp with a later Tokens category", async () => {
    const { source } = await countingSource();
    const list = deck(["1x Oko, Thief of Crowns (eld) 197 [Ramp,Tokens]"], { basic: "Forest" });
    const report = reportOf(
      await checkValidTeam(team(list, deck(["4 Lightning Bolt"], { basic: "Mountain" }), "legacy"), source, {
        now: NOW,
      }),
    );
    expect(report.legal).toBe(false);
    expect(report.problems.map((problem) => [problem.code, problem.card])).toContainEqual([
      "banned",
      "Oko, Thief of Crowns",
    ]);
  });
});
