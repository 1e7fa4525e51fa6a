// Teams of three and four (docs/rules.md, Teams of three and four): the N-headed Giant (CR 810.11), Team Unified
// Constructed and Team Sealed (MTR 8.2, 8.4, 8.6, 6.1) and Team Trios (MTR 8.4, last sentence), on real
// Scryfall objects: the rules fixture (Relentless Rats, Erayo, Black Lotus) and the shared corpus (Trios).
import { describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import type { TeamInput } from "@/lib/input/team-input";
import { readTeamInput } from "@/lib/input/team-input";
import { codes, deck, rulesCardSource } from "../../support/rules-source";
import { wordInputErrorIn, wordProblemsIn } from "@/i18n/translator";
import { checkShared } from "../../support/shared-source";

const NAMES = ["Alice", "Bob", "Carol", "Dave"];

type TeamOptions = Omit<TeamInput, "decks" | "format"> & { format?: string };

async function team(lists: string[], options: TeamOptions = {}): Promise<Worded> {
  const input = {
    format: "modern",
    ...options,
    decks: lists.map((list, index) => ({ name: NAMES[index], list })),
  } as TeamInput;
  const outcome = await checkTeam(input, await rulesCardSource(), { now: new Date("2026-11-26T12:00:00Z") });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return worded(outcome.report);
}

/** The report with each problem's English `message`, as the API words it. */
function worded(report: TeamReport): Worded {
  return {
    ...report,
    problems: wordProblemsIn(
      report.problems,
      report.decks.map((each) => each.name),
      "en",
    ),
  };
}
type Worded = Omit<TeamReport, "problems"> & { problems: ReturnType<typeof wordProblemsIn> };

const only = (report: Worded, code: string) => report.problems.filter((problem) => problem.code === code);
const row = (report: Worded, name: string) => report.cards.find((each) => each.name === name);

/** A 60-card deck of `basic` and the given lines, with a sideboard section when given. */
const withSideboard = (main: string[], sideboard: string[], basic = "Island") =>
  deck([...main, "Sideboard", ...sideboard], { basic });

describe("giant: the N-headed Giant (CR 810.11) under the 2HG deck rules (MTR 9.5)", () => {
  it("checks three legal decks, warns that no sanctioned event seats three heads, and gives the table's numbers", async () => {
    const report = await team([deck(["4 Lightning Bolt"]), deck(["4 Counterspell"]), deck(["4 Thoughtseize"])]);
    expect(report.legal).toBe(true);
    expect(report.variant).toBe("giant");
    expect(report.table).toEqual({ life: 45, poison: 20 });
    expect(report.seats).toBeUndefined();
    expect(report.decks.map((each) => each.name)).toEqual(["Alice", "Bob", "Carol"]);
    expect(row(report, "Thoughtseize")).toMatchObject({ quantities: [0, 0, 4], total: 4, oneDeck: true });
    expect(report.problems).toMatchObject([
      { code: "unsanctioned-format", severity: "warning", rule: "CR 810.11; MTR 8.2", params: { teamSize: 3 } },
    ]);
    expect(report.problems[0]?.message).toContain("45 life and loses at 20 poison");
  });

  it("gives four heads 60 life and 25 poison, and a shared card names every deck that holds it", async () => {
    const report = await team([
      deck(["2 Lightning Bolt"]),
      deck(["4 Counterspell"]),
      deck(["3 Lightning Bolt"], { basic: "Mountain" }),
      deck(["1 Lightning Bolt", "4 Opt"]),
    ]);
    expect(report.table).toEqual({ life: 60, poison: 25 });
    expect(row(report, "Lightning Bolt")?.quantities).toEqual([2, 0, 3, 1]);
    const [shared] = only(report, "team-shared-card");
    expect(shared).toMatchObject({ card: "Lightning Bolt", decks: [0, 2, 3], rule: "MTR 9.5, 8.4" });
    expect(shared?.message).toBe(
      "Lightning Bolt is in 3 decks (Alice: 2 (line 2), Carol: 3 (line 2), and Dave: 1 (line 2)); no two decks on a 2HG team may contain the same card: keep it in one deck only.",
    );
    // The deck with the most copies keeps the card; the others take theirs out and refill with basics.
    expect(shared?.fix).toMatchObject({ kind: "keep-in-one-deck", params: { keep: "Carol" } });
    expect(shared?.fix?.changes.filter((change) => change.card === "Lightning Bolt")).toEqual([
      { deck: 0, card: "Lightning Bolt", quantity: -2, zone: "main" },
      { deck: 3, card: "Lightning Bolt", quantity: -1, zone: "main" },
    ]);
  });

  it("keeps the 2HG Constructed rules on every head: no sideboard, Erayo banned, restricted once per team", async () => {
    const modern = await team([
      deck(["4 Lightning Bolt"]),
      withSideboard(["4 Counterspell"], ["2 Cut Down"]),
      deck(["1 Erayo, Soratami Ascendant"]),
    ]);
    expect(only(modern, "sideboard-not-allowed")).toMatchObject([
      { decks: [1], params: { deckName: "Bob", count: 2 } },
    ]);
    expect(only(modern, "banned-2hg")).toMatchObject([{ decks: [2] }]);
    const vintage = await team([deck(["1 Black Lotus"]), deck([]), deck(["1 Black Lotus", "1 Brainstorm"])], {
      format: "vintage",
    });
    expect(only(vintage, "restricted")).toMatchObject([{ card: "Black Lotus", decks: [0, 2], params: { total: 2 } }]);
    expect(vintage.legal).toBe(false);
  });

  it("counts every head together under classic: at most four combined", async () => {
    const over = await team([deck(["2 Lightning Bolt"]), deck(["2 Lightning Bolt"]), deck(["1 Lightning Bolt"])], {
      ruleset: "classic",
    });
    expect(only(over, "team-too-many-copies")).toMatchObject([{ decks: [0, 1, 2], params: { total: 5, limit: 4 } }]);
    expect(only(over, "team-too-many-copies")[0]?.message).toContain("the 3 decks together may hold at most 4");
    const within = await team([deck(["2 Lightning Bolt"]), deck(["1 Lightning Bolt"]), deck(["1 Lightning Bolt"])], {
      ruleset: "classic",
    });
    expect(within.legal).toBe(true);
  });

  it("builds three Limited decks from one pool, shares one sideboard, and reads no deck's sideboard section", async () => {
    const forty = (lines: string[]) => deck(lines, { size: 40 });
    const report = await team(
      [forty(["2 Lightning Bolt"]), forty(["1 Lightning Bolt", "Sideboard", "2 Opt"]), forty(["2 Opt"])],
      { format: "limited", pool: "3 Lightning Bolt\n3 Opt\n1 Cut Down" },
    );
    expect(report.problems.map((problem) => problem.code)).toEqual(["unsanctioned-format"]);
    expect(report.pool).toMatchObject({
      cards: 7,
      sideboard: [
        { name: "Opt", quantity: 1 },
        { name: "Cut Down", quantity: 1 },
      ],
    });
    expect(report.pool?.unassigned).toBeUndefined();
    const over = await team([forty(["2 Lightning Bolt"]), forty(["1 Lightning Bolt"]), forty(["1 Lightning Bolt"])], {
      format: "limited",
      pool: "3 Lightning Bolt",
    });
    expect(only(over, "not-in-pool")).toMatchObject([{ decks: [0, 1, 2], params: { pool: 3 } }]);
  });

  it("keeps 2HG Commander's house life for any number of heads", async () => {
    const report = await team([deck([]), deck([]), deck([])], { format: "commander" });
    expect(report.table).toEqual({ life: 60, poison: 20 });
  });

  it("leaves a two-deck report as it was without a variant, and adds the table when the team names it", async () => {
    const lists = [deck(["4 Lightning Bolt"]), deck(["4 Counterspell"])];
    const plain = await team(lists);
    expect(Object.keys(plain)).not.toContain("variant");
    expect(Object.keys(plain)).not.toContain("table");
    expect(Object.keys(plain)).not.toContain("seats");
    const named = await team(lists, { variant: "giant" });
    expect(named).toEqual({ ...plain, variant: "giant", table: { life: 30, poison: 15 } });
  });
});

describe("unified: Team Unified Constructed (MTR 8.2, 8.4, 6.1)", () => {
  const fifteen = ["4 Cut Down", "4 Fatal Push", "4 Go for the Throat", "3 Consider"];

  it("checks three decks with their sideboards, seats A, B and C, and gives no table nor size warning", async () => {
    const report = await team(
      [
        withSideboard(["4 Lightning Bolt"], fifteen.slice(0, 2), "Mountain"),
        withSideboard(["4 Counterspell"], ["4 Opt"]),
        deck(["4 Thoughtseize", "1 Erayo, Soratami Ascendant"], { basic: "Swamp" }),
      ],
      { variant: "unified" },
    );
    expect(report.problems).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report).toMatchObject({ variant: "unified", seats: ["A", "B", "C"] });
    expect(report.table).toBeUndefined();
    expect(report.alternate).toEqual({ ruleset: "classic", legal: true });
  });

  it("refuses a sideboard over fifteen cards, its companion counted (sideboard-too-large, MTR 6.1)", async () => {
    const report = await team(
      [
        withSideboard(["4 Lightning Bolt"], fifteen, "Mountain"),
        deck(["4 Counterspell", "Companion", "1 Lurrus of the Dream-Den", "Sideboard", ...fifteen]),
        withSideboard(["4 Opt"], [...fifteen, "1 Thoughtseize"]),
      ],
      { variant: "unified" },
    );
    // Alice's fifteen pass; Bob's companion is his sixteenth sideboard card.
    expect(only(report, "sideboard-too-large")).toMatchObject([
      { severity: "error", decks: [1], rule: "MTR 6.1", params: { deck: 1, deckName: "Bob", count: 16, max: 15 } },
      { decks: [2], params: { deckName: "Carol", count: 16 }, lines: [[4, 5, 6, 7, 8]] },
    ]);
    expect(only(report, "sideboard-too-large")[1]?.message).toBe(
      "Carol's sideboard has 16 cards (lines 4, 5, 6, 7, 8); a sideboard may have at most 15.",
    );
    expect(codes(report)).not.toContain("companion-not-allowed");
  });

  it("counts deck and sideboard together for the copy limit (MTR 6.1)", async () => {
    const report = await team(
      [withSideboard(["3 Lightning Bolt"], ["2 Lightning Bolt"], "Mountain"), deck([]), deck([])],
      { variant: "unified" },
    );
    expect(only(report, "too-many-copies")).toMatchObject([{ decks: [0], params: { quantity: 5, limit: 4 } }]);
  });

  it("keeps a card to one player's deck and sideboard: a main-deck card in another's sideboard is shared (MTR 8.4)", async () => {
    const report = await team(
      [deck(["2 Lightning Bolt"], { basic: "Mountain" }), deck([]), withSideboard([], ["1 Lightning Bolt"])],
      { variant: "unified" },
    );
    const [shared] = only(report, "team-shared-card");
    expect(shared).toMatchObject({ decks: [0, 2], rule: "MTR 8.4", params: { variant: "unified" } });
    expect(shared?.message).toContain("no two players on a team may have the same card in their decks or sideboards");
  });

  it("bans no Erayo, keeps restricted cards to one copy per team, sideboards counted", async () => {
    const erayo = await team([deck(["1 Erayo, Soratami Ascendant"]), deck([])], { variant: "unified" });
    expect(codes(erayo)).toEqual([]);
    const vintage = await team([withSideboard([], ["1 Black Lotus"]), deck([]), withSideboard([], ["1 Black Lotus"])], {
      variant: "unified",
      format: "vintage",
    });
    expect(only(vintage, "restricted")).toMatchObject([{ decks: [0, 2], params: { total: 2 } }]);
  });

  it("keeps Relentless Rats to one deck under either team rule; classic counts four combined for the rest", async () => {
    const rats = [
      deck(["10 Relentless Rats"], { basic: "Swamp" }),
      deck([]),
      deck(["2 Relentless Rats"], { basic: "Swamp" }),
    ];
    const tournament = await team(rats, { variant: "unified" });
    expect(only(tournament, "team-shared-card")).toMatchObject([{ card: "Relentless Rats", decks: [0, 2] }]);
    const classic = await team(rats, { variant: "unified", ruleset: "classic" });
    expect(only(classic, "team-shared-card")).toMatchObject([{ card: "Relentless Rats", decks: [0, 2] }]);
    expect(classic.alternate).toEqual({ ruleset: "tournament", legal: false });
    const bolts = await team([deck(["2 Lightning Bolt"]), deck(["2 Lightning Bolt"]), deck([])], {
      variant: "unified",
      ruleset: "classic",
    });
    expect(bolts.legal).toBe(true);
    // The same Rats in a 2HG team under classic: no own-limit rule there (the old team rule has none).
    const giant = await team(rats.slice(0, 2).concat(deck(["2 Relentless Rats"], { basic: "Swamp" })), {
      ruleset: "classic",
    });
    expect(only(giant, "team-shared-card")).toEqual([]);
  });
});

describe("unified in Limited: Team Sealed (MTR 8.6)", () => {
  const forty = (lines: string[]) => deck(lines, { size: 40 });
  const POOL = "3 Lightning Bolt\n3 Opt\n1 Cut Down\n2 Counterspell";

  it("takes each player's deck and own sideboard from the pool, and lists what no player took", async () => {
    const report = await team(
      [
        forty(["2 Lightning Bolt", "Sideboard", "1 Cut Down"]),
        forty(["2 Opt", "Sideboard", "1 Lightning Bolt"]),
        forty([]),
      ],
      { variant: "unified", format: "limited", pool: POOL },
    );
    expect(report.problems).toEqual([]);
    expect(report.seats).toEqual(["A", "B", "C"]);
    expect(report.pool).toMatchObject({
      cards: 9,
      sideboard: [],
      unassigned: [
        { name: "Opt", quantity: 1 },
        { name: "Counterspell", quantity: 2 },
      ],
    });
  });

  it("counts sideboards against the pool (not-in-pool, MTR 7.2, 8.6)", async () => {
    const report = await team([forty(["2 Lightning Bolt"]), forty(["Sideboard", "2 Lightning Bolt"]), forty([])], {
      variant: "unified",
      format: "limited",
      pool: POOL,
    });
    const [beyond] = only(report, "not-in-pool");
    expect(beyond).toMatchObject({
      decks: [0, 1],
      lines: [[2], [3]],
      rule: "MTR 7.2, 8.6",
      params: { pool: 3, variant: "unified" },
    });
    expect(beyond?.message).toBe(
      "Alice plays 2 and Bob plays 2 Lightning Bolt; the pool has 3: that is 1 copy more than the team has.",
    );
  });

  it("fixes a not-in-pool found in a sideboard: the sideboard's copy comes out (MTR 8.6)", async () => {
    const report = await team([forty(["1 Cut Down"]), forty(["Sideboard", "1 Cut Down"]), forty([])], {
      variant: "unified",
      format: "limited",
      pool: POOL,
    });
    const [beyond] = only(report, "not-in-pool");
    expect(beyond).toMatchObject({ decks: [0, 1], params: { pool: 1, variant: "unified" } });
    expect(beyond?.fix?.changes).toEqual([{ deck: 1, card: "Cut Down", quantity: -1, zone: "sideboard" }]);
    expect(report.plan?.changes).toEqual([{ deck: 1, card: "Cut Down", quantity: -1, zone: "sideboard" }]);
  });
});

describe("trios: a format per seat (MTR 8.4, last sentence)", () => {
  const seat = (format: string, lines: string[], basic = "Island") => ({ format, list: deck(lines, { basic }) });

  async function trios(decks: { format: string; list: string }[], format?: string): Promise<Worded> {
    return worded(
      await checkShared({
        variant: "trios",
        ...(format && { format }),
        decks: decks.map((each, index) => ({ ...each, name: NAMES[index] })),
      } as TeamInput),
    );
  }

  it("checks Standard, Modern and Legacy decks each in its own format, with no team rule", async () => {
    const report = await trios([
      seat("standard", ["4 Shock", "4 Negate", "Sideboard", "4 Duress"]),
      seat("modern", ["4 Lightning Bolt", "4 Thoughtseize"]),
      seat("legacy", ["4 Lightning Bolt", "4 Brainstorm", "4 Force of Will"]),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report).toMatchObject({ variant: "trios", seats: ["A", "B", "C"], format: "standard", alternate: null });
    expect(report.decks.map((each) => each.format)).toEqual(["standard", "modern", "legacy"]);
    expect(row(report, "Lightning Bolt")).toMatchObject({ quantities: [0, 4, 4], oneDeck: false, limit: 4 });
  });

  it("names each problem's deck and, in its message, the deck's format", async () => {
    const report = await trios([
      seat("standard", ["4 Lightning Bolt"]),
      seat("modern", ["4 Brainstorm", "5 Thoughtseize"]),
      seat("legacy", ["4 Dark Ritual", "Sideboard", "4 Force of Will", "4 Lightning Bolt", "4 Duress", "4 Negate"]),
    ]);
    expect(report.problems.map(({ code, decks, format }) => ({ code, decks, format }))).toEqual([
      { code: "not-legal", decks: [0], format: "standard" },
      { code: "not-legal", decks: [1], format: "modern" },
      { code: "too-many-copies", decks: [1], format: "modern" },
      { code: "sideboard-too-large", decks: [2], format: "legacy" },
    ]);
    expect(report.problems[0]?.message).toBe("Standard: Lightning Bolt is not legal in Standard (Alice: 4 (line 2)).");
    expect(report.problems[2]?.message).toMatch(/^Modern: Bob has 5 copies of Thoughtseize/);
  });

  it("takes the event's format when given, and an unsanctioned seat warns at its own deck", async () => {
    const report = await trios(
      [seat("modern", ["4 Lightning Bolt"]), seat("pauper", ["4 Lightning Bolt"]), seat("legacy", [])],
      "legacy",
    );
    expect(report.format).toBe("legacy");
    expect(report.problems).toMatchObject([
      { code: "unsanctioned-format", decks: [1], format: "pauper", params: { variant: "trios" } },
    ]);
  });
});

describe("trios with every seat in one format is a unified team (MTR 8.4)", () => {
  const seat = (format: string, lines: string[]) => ({ format, list: deck(lines) });
  const trios = async (decks: { format: string; list: string }[]) =>
    worded(
      await checkShared({
        variant: "trios",
        decks: decks.map((each, index) => ({ ...each, name: NAMES[index] })),
      } as TeamInput),
    );

  it("two Modern seats with 4 Lightning Bolt each break the team rule, and the report says the team rules apply", async () => {
    const report = await trios([seat("modern", ["4 Lightning Bolt"]), seat("modern", ["4 Lightning Bolt"])]);
    expect(report.legal).toBe(false);
    expect(report).toMatchObject({ variant: "trios", teamRules: "unified", seats: ["A", "B"] });
    expect(only(report, "team-shared-card")).toMatchObject([
      { decks: [0, 1], rule: "MTR 8.4", params: { card: "Lightning Bolt", variant: "unified" } },
    ]);
    expect(row(report, "Lightning Bolt")).toMatchObject({ oneDeck: true });
    // Classic allows four copies combined: eight are still too many.
    expect(report.alternate).toEqual({ ruleset: "classic", legal: false });
  });

  it("two Vintage seats with a Black Lotus each break the once-per-team restriction", async () => {
    const report = await trios([seat("vintage", ["1 Black Lotus"]), seat("vintage", ["1 Black Lotus"])]);
    expect(report.teamRules).toBe("unified");
    expect(report.problems.map((each) => each.code)).toEqual(["restricted", "team-shared-card"]);
    expect(only(report, "restricted")[0]?.params).toMatchObject({ card: "Black Lotus", total: 2 });
  });

  it("seats in different formats stay each in its own, with no team rule and no flag", async () => {
    const report = await trios([seat("modern", ["4 Lightning Bolt"]), seat("legacy", ["4 Lightning Bolt"])]);
    expect(report.legal).toBe(true);
    expect(report.teamRules).toBeUndefined();
  });
});

describe("what a variant cannot check is a 400 naming the field", () => {
  const list = deck([]);
  const refused = (input: unknown) => {
    const read = readTeamInput(input);
    if (read.ok) throw new Error("expected a refusal");
    return read.error.issues?.map((issue) => [issue.field, issue.why.code]);
  };
  const decks = (count: number, extra: object = {}) => Array.from({ length: count }, () => ({ list, ...extra }));

  it.each([
    ["five decks", { format: "modern", decks: decks(5) }, [["decks", "deck-count"]]],
    ["one deck", { format: "modern", decks: decks(1) }, [["decks", "deck-count"]]],
    ["unified with four", { format: "modern", variant: "unified", decks: decks(4) }, [["decks", "deck-count"]]],
    ["trios with four", { variant: "trios", decks: decks(4, { format: "modern" }) }, [["decks", "deck-count"]]],
    [
      "trios without a seat's format",
      { variant: "trios", decks: [{ list, format: "modern" }, { list }] },
      [["decks.1.format", "seat-format-required"]],
    ],
    [
      "trios with Limited",
      {
        variant: "trios",
        decks: [
          { list, format: "modern" },
          { list, format: "limited" },
        ],
      },
      [["decks.1.format", "variant-not-for-format"]],
    ],
    [
      "trios with 2HG Commander as the event's format",
      { variant: "trios", format: "commander", decks: decks(2, { format: "modern" }) },
      [["format", "variant-not-for-format"]],
    ],
    [
      "unified with 2HG Commander",
      { variant: "unified", format: "commander", decks: decks(2) },
      [["format", "variant-not-for-format"]],
    ],
    [
      "an unknown variant",
      { variant: "three-headed", format: "modern", decks: decks(3) },
      [["variant", "unknown-variant"]],
    ],
    [
      "a seat's format outside Trios",
      { format: "modern", decks: [{ list, format: "legacy" }, { list }] },
      [["decks.0.format", "seat-format-only-trios"]],
    ],
    [
      "Trios without any format",
      { variant: "trios", decks: decks(2) },
      [
        ["decks.0.format", "seat-format-required"],
        ["decks.1.format", "seat-format-required"],
      ],
    ],
  ])("refuses %s", (_, input, issues) => {
    expect(refused(input)).toEqual(issues);
  });

  it("says how many decks the variant seats", () => {
    const read = readTeamInput({ format: "modern", variant: "unified", decks: decks(4) });
    expect(read.ok ? null : wordInputErrorIn(read.error, "en").message).toBe(
      "decks: a Team Unified team has 2 to 3 decks",
    );
  });
});
