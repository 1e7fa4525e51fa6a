import { describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/check/check-team";
import { commanderCardSource, commanderDeck, commanderReport, checkCommander } from "../../support/commander-source";
import type { TeamReport } from "@/lib/report/report";
import { inEnglishOutcome, messageOf, refusalOf } from "../../support/english";

const codes = (report: TeamReport) => report.problems.map((problem) => problem.code);
const ofCode = (report: TeamReport, code: string) => report.problems.filter((problem) => problem.code === code);

// Karlach and a Background (red) beside Thrasios and Tymna (white, blue, black, green): both legal decks.
const karlach = (cards: string[] = [], options?: { basic?: string; size?: number }) =>
  commanderDeck(
    ["Karlach, Fury of Avernus", "Passionate Archaeologist"],
    ["1 Sol Ring", "1 Lightning Bolt", "1 Command Tower", ...cards],
    { basic: "Mountain", ...options },
  );
const partners = (cards: string[] = [], options?: { basic?: string; size?: number }) =>
  commanderDeck(
    ["Thrasios, Triton Hero", "Tymna the Weaver"],
    ["1 Sol Ring", "1 Counterspell", "1 Command Tower", ...cards],
    { basic: "Island", ...options },
  );

describe("2HG Commander: a legal team", () => {
  it("passes two 100-card decks that share Sol Ring and Command Tower under the default team rule, open", async () => {
    const report = await commanderReport([karlach(), partners()]);
    expect(report.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report.ruleset).toBe("open");
    expect(report.alternate).toBeNull();
    expect(report.decks.map((deck) => deck.commander.map((entry) => entry.name))).toEqual([
      ["Karlach, Fury of Avernus", "Passionate Archaeologist"],
      ["Thrasios, Triton Hero", "Tymna the Weaver"],
    ]);
    expect(report.decks.map((deck) => deck.colorIdentity)).toEqual(["R", "WUBG"]);
  });

  it("warns that 2HG Commander is not sanctioned, and says house rules apply", async () => {
    const [warning] = ofCode(await commanderReport([karlach(), partners()]), "unsanctioned-format");
    expect(warning).toMatchObject({ severity: "warning", rule: "MTR 3.2" });
    expect(messageOf(warning)).toContain("Commander's deck rules (CR 903)");
  });
});

describe("commander-deck-size (CR 903.5a)", () => {
  it("counts the commanders: 99 and 101 cards fail, naming the count", async () => {
    const report = await commanderReport([karlach([], { size: 99 }), partners([], { size: 101 })]);
    expect(ofCode(report, "commander-deck-size").map((problem) => problem.params)).toEqual([
      { deck: 0, deckName: "Alice", count: 99, required: 100 },
      { deck: 1, deckName: "Bob", count: 101, required: 100 },
    ]);
    expect(ofCode(report, "commander-deck-size")[0]).toMatchObject({ rule: "CR 903.5a", severity: "error" });
  });
});

describe("commander-singleton (CR 903.5b)", () => {
  it("fails a second Sol Ring, and lets basics and Relentless Rats (its text allows any number) be many", async () => {
    const report = await commanderReport([
      karlach(["1 Sol Ring"]),
      commanderDeck(["Tymna the Weaver"], ["30 Relentless Rats"], { basic: "Plains" }),
    ]);
    const singleton = ofCode(report, "commander-singleton");
    expect(singleton).toHaveLength(1);
    expect(singleton[0]).toMatchObject({ card: "Sol Ring", decks: [0], rule: "CR 903.5b" });
    expect(singleton[0]?.params).toMatchObject({ quantity: 2, limit: 1 });
    expect(codes(report)).not.toContain("too-many-copies");
  });
});

describe("color-identity (CR 903.4, 903.5c)", () => {
  it("fails a card and a basic land outside the commanders' colours, naming the colours outside", async () => {
    const report = await commanderReport([karlach(["1 Counterspell", "1 Island"]), partners()]);
    const outside = ofCode(report, "color-identity");
    // Both are outside by the same colour: one problem lists them, so one fix takes them all out.
    expect(outside.map((problem) => problem.card)).toEqual(["Counterspell"]);
    expect(outside[0]?.params).toMatchObject({
      cardIdentity: "U",
      allowedIdentity: "R",
      outside: "U",
      commanders: ["Karlach, Fury of Avernus", "Passionate Archaeologist"],
      cards: [
        { card: "Counterspell", lines: [9] },
        { card: "Island", lines: [10] },
      ],
    });
    expect(messageOf(outside[0])).toBe(
      "2 cards in Alice's deck have blue outside the color identity of Karlach, Fury of Avernus and Passionate Archaeologist: Counterspell (line 9) and Island (line 10).",
    );
    expect(report.cards.filter((row) => row.status === "error").map((row) => row.name)).toEqual(
      expect.arrayContaining(["Counterspell", "Island"]),
    );
  });

  it("words one card outside the colours on its own, and keeps cards outside by other colours apart", async () => {
    const report = await commanderReport([karlach(["1 Counterspell", "1 Swords to Plowshares"]), partners()]);
    const outside = ofCode(report, "color-identity");
    expect(outside.map((problem) => problem.code === "color-identity" && problem.params.outside)).toEqual(["U", "W"]);
    expect(messageOf(outside[0])).toBe(
      "Counterspell (blue) in Alice's deck (line 9) has blue outside the color identity of Karlach, Fury of Avernus and Passionate Archaeologist.",
    );
  });

  it("lets each deck use the team's combined colours with La Plata's house rule", async () => {
    const lists: [string, string] = [karlach(["1 Counterspell"]), partners(["1 Lightning Greaves"])];
    expect(codes(await commanderReport(lists))).toContain("color-identity");
    const report = await commanderReport(lists, { teamColorIdentity: true });
    expect(codes(report)).not.toContain("color-identity");
    expect(report.houseRules).toEqual({ teamColorIdentity: true });
  });
});

describe("a misspelt Name (n) line in a Commander deck (issue 33)", () => {
  it("Sol Rign (1) is an unknown card with suggestions, counted: no deck-size problem whose fix would add a land", async () => {
    // commanderDeck counts "1 …" lines only: a size of 99 leaves room for Sol Rign's one copy in 100 cards.
    const list = commanderDeck(["Karlach, Fury of Avernus", "Passionate Archaeologist"], ["Sol Rign (1)"], {
      basic: "Mountain",
      size: 99,
    });
    const report = await commanderReport([list, partners()]);
    const unknown = ofCode(report, "unknown-card");
    expect(unknown.map((problem) => problem.card)).toEqual(["Sol Rign"]);
    expect(unknown[0]?.suggestions).toContain("Sol Ring");
    expect(codes(report)).not.toContain("commander-deck-size");
  });
});

describe("not-a-commander (CR 903.3, 702.124)", () => {
  const withCommanders = (commanders: string[]) => commanderReport([commanderDeck(commanders, []), partners()]);
  const faultOf = async (commanders: string[]) =>
    ofCode(await withCommanders(commanders), "not-a-commander")[0]?.params;

  it.each([
    ["a legendary creature", ["Karlach, Fury of Avernus"]],
    ["a planeswalker that can be your commander", ["Daretti, Scrap Savant"]],
    ["two partners", ["Kediss, Emberclaw Familiar", "Rograkh, Son of Rohgahh"]],
    ["partners with each other", ["Pir, Imaginative Rascal", "Toothy, Imaginary Friend"]],
    ["partner with each other, and each a Doctor's companion", ["Amy Pond", "Rory Williams"]],
    ["Choose a Background and a Background", ["Jaheira, Friend of the Forest", "Agent of the Iron Throne"]],
    ["a Doctor's companion and a Doctor", ["Rose Tyler", "The Tenth Doctor"]],
    ["a legendary planeswalker whose text makes it a creature card off the battlefield", ["Grist, the Hunger Tide"]],
  ])("accepts %s", async (_, commanders) => {
    expect(await faultOf(commanders)).toBeUndefined();
  });

  it.each([
    ["no commander", [], "none"],
    ["a creature that is not legendary, though it has partner with", ["Blaring Captain"], "not-eligible"],
    ["a Background alone", ["Passionate Archaeologist"], "not-eligible"],
    ["a legendary planeswalker that is no creature card", ["Jace, the Mind Sculptor"], "not-eligible"],
    ["a partner with a card that has no partner", ["Tymna the Weaver", "Karlach, Fury of Avernus"], "not-a-pair"],
    ["partner with a card it does not name", ["Pir, Imaginative Rascal", "Rory Williams"], "not-a-pair"],
    ["two non-legendary partners with each other", ["Blaring Captain", "Blaring Recruiter"], "not-a-pair"],
    ["a Doctor's companion and a companion", ["Rose Tyler", "Amy Pond"], "not-a-pair"],
    [
      "three commanders",
      ["Kediss, Emberclaw Familiar", "Rograkh, Son of Rohgahh", "Ardenn, Intrepid Archaeologist"],
      "too-many",
    ],
  ])("refuses %s", async (_, commanders, reason) => {
    expect(await faultOf(commanders)).toMatchObject({ deck: 0, deckName: "Alice", commanders, reason });
  });

  it("names the lines of the command zone and cites CR 903.3", async () => {
    const [problem] = ofCode(await withCommanders(["Blaring Captain"]), "not-a-commander");
    expect(problem).toMatchObject({ card: "Blaring Captain", decks: [0], lines: [[2]], rule: "CR 903.3, 702.124" });
  });
});

describe("banned and not-legal: Scryfall's commander legality", () => {
  it("fails Black Lotus (banned) and an Alchemy card (not legal)", async () => {
    const report = await commanderReport([karlach(["1 Black Lotus", "1 A-Dragon's Rage Channeler"]), partners()]);
    expect(ofCode(report, "banned").map((problem) => problem.card)).toEqual(["Black Lotus"]);
    expect(ofCode(report, "not-legal").map((problem) => problem.card)).toEqual(["A-Dragon's Rage Channeler"]);
    // Commander's own ban list, not the store's: "banned in 2HG Commander (house rules)" read as the store's.
    expect(messageOf(ofCode(report, "banned")[0])).toBe(
      "Black Lotus is on Commander's own ban list (Alice: 1 (line 9)): the format bans it, not the store (CR 903, the Commander Rules Committee's list).",
    );
  });

  it("reports a card the format bans once, as banned, even when the store's list bans it too", async () => {
    const report = await commanderReport([karlach(["1 Black Lotus"]), partners()], {
      houseBans: "1 Black Lotus\n1 Sol Ring",
    });
    expect(report.problems.filter((problem) => problem.card === "Black Lotus").map((problem) => problem.code)).toEqual([
      "banned",
    ]);
    expect(ofCode(report, "house-banned").map((problem) => problem.card)).toEqual(["Sol Ring"]);
  });
});

describe("team rules in 2HG Commander", () => {
  it("tournament: Sol Ring and Command Tower in both decks fail; basics never do", async () => {
    const report = await commanderReport([karlach(), partners()], { ruleset: "tournament" });
    expect(ofCode(report, "team-shared-card").map((problem) => problem.card)).toEqual(["Sol Ring", "Command Tower"]);
  });

  it("La Plata's house rules: no card but lands in both decks, each deck within the team's colours", async () => {
    const report = await commanderReport([karlach(["1 Cyclonic Rift"]), partners()], {
      ruleset: "tournament",
      landsExemptFromTeamRule: true,
      teamColorIdentity: true,
    });
    expect(report.ruleset).toBe("tournament");
    expect(codes(report).filter((code) => code !== "unsanctioned-format")).toEqual(["team-shared-card"]);
    expect(ofCode(report, "team-shared-card")[0]?.card).toBe("Sol Ring");
  });

  it("La Plata's house rule spares every land from the team rule, not only basics", async () => {
    const report = await commanderReport([karlach(), partners()], {
      ruleset: "tournament",
      landsExemptFromTeamRule: true,
    });
    expect(ofCode(report, "team-shared-card").map((problem) => problem.card)).toEqual(["Sol Ring"]);
    const oneDeck = (name: string) => report.cards.find((row) => row.name === name)?.oneDeck;
    expect([oneDeck("Sol Ring"), oneDeck("Command Tower"), oneDeck("Mountain")]).toEqual([true, false, false]);
    const open = await commanderReport([karlach(), partners()]);
    expect(open.cards.some((row) => row.oneDeck)).toBe(false);
  });
});

describe("house rules", () => {
  it("house-banned: a card on the organizer's list, written in any list format, in either deck", async () => {
    const report = await commanderReport([karlach(), partners()], {
      houseBans: "Deck\n1 Sol Ring (LTC) 284\n1x Rhystic Study [Draw]",
    });
    const banned = ofCode(report, "house-banned");
    expect(banned).toHaveLength(1);
    expect(banned[0]).toMatchObject({ card: "Sol Ring", decks: [0, 1], rule: "house rule (the organizer's ban list)" });
    expect(messageOf(banned[0])).toBe(
      "Sol Ring is on the organizer's ban list (Alice: 1 (line 6) and Bob: 1 (line 6)).",
    );
  });

  it("house-banned and the Game Changers cap in a Constructed format too, and the report states the house rules", async () => {
    const modern = (cards: string) => `${cards}\n56 Island`;
    const outcome = await checkTeam(
      {
        format: "modern",
        ruleset: "classic",
        decks: [{ list: modern("4 Lightning Bolt") }, { list: modern("4 Thoughtseize") }],
        houseBans: "Lightning Bolt",
        gameChangers: 0,
      },
      commanderCardSource(),
    );
    if (!outcome.ok) throw new Error(refusalOf(outcome.error));
    expect(codes(outcome.report)).toEqual(["house-banned"]);
    expect(outcome.report.houseRules).toEqual({ houseBans: "Lightning Bolt", gameChangers: 0 });
  });

  it("a house ban that names no card is a 400 naming houseBans", async () => {
    const outcome = await checkCommander([karlach(), partners()], { houseBans: "1 Sol Ring\n1 Sol Rnig" });
    expect(inEnglishOutcome(outcome)).toMatchObject({
      ok: false,
      error: { code: "bad-request", message: 'houseBans: line 2: "Sol Rnig" is not a card name we know' },
    });
  });

  it.each([
    ["Maybeboard\n1 Sol Ring", 1],
    ["Tokens\nSol Ring (1)", 1],
    ["1x Sol Ring (c21) 263 [Maybeboard{noDeck}{noPrice}]", 1],
    ["Sol Ring (1)", 1],
  ])(
    "house-banned: %j bans Sol Ring: a ban list has no maybeboard, every card under any heading counts",
    async (houseBans) => {
      const report = await commanderReport([karlach(), partners()], { houseBans });
      expect(ofCode(report, "house-banned").map((problem) => problem.card)).toEqual(["Sol Ring"]);
    },
  );

  it.each(["Maybeboard", "Creatures (3)", "// no bans this week\nAbout\nName Bans"])(
    "a house ban list that names no card (%j) is a 400 naming houseBans",
    async (houseBans) => {
      const outcome = await checkCommander([karlach(), partners()], { houseBans });
      expect(outcome).toMatchObject({
        ok: false,
        error: { code: "bad-request", issues: [{ field: "houseBans", why: { code: "house-ban-empty" } }] },
      });
    },
  );

  it("too-many-game-changers: counts each deck's Game Changers against the cap", async () => {
    const lists: [string, string] = [
      karlach(["1 Jeska's Will"]),
      partners(["1 Rhystic Study", "1 Cyclonic Rift", "1 Demonic Tutor"]),
    ];
    const report = await commanderReport(lists, { gameChangers: 2 });
    expect(ofCode(report, "too-many-game-changers").map((problem) => problem.params)).toEqual([
      { deck: 1, deckName: "Bob", count: 3, cap: 2, cards: ["Rhystic Study", "Cyclonic Rift", "Demonic Tutor"] },
    ]);
    expect(ofCode(await commanderReport(lists, { gameChangers: 0 }), "too-many-game-changers")).toHaveLength(2);
    expect(codes(await commanderReport(lists))).not.toContain("too-many-game-changers");
  });
});

describe("2HG Commander input", () => {
  it.each([
    [{ gameChangers: -1 }, /^gameChangers: the Game Changers cap is at least 0$/],
    [{ gameChangers: 2.5 }, /^gameChangers: /],
    [{ gameChangers: "three" }, /^gameChangers: /],
    [{ landsExemptFromTeamRule: "yes" }, /^landsExemptFromTeamRule: must be true or false$/],
  ])("refuses %j, naming the field", async (options, message) => {
    const outcome = await checkCommander([karlach(), partners()], options as never);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(refusalOf(outcome.error)).toMatch(message);
  });
});
