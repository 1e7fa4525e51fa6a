import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { wordFix } from "@/i18n/fix-text";
import { writtenNamer } from "@/i18n/written-name";
import { deckNamer, formatNamer, type Translate } from "@/i18n/problem-text";
import { problemWording } from "@/i18n/problem-wording";
import type { Fix } from "@/lib/fix/fix";
import { wordReportIn } from "@/server/http/check-answer";
import en from "@/messages/en.json";
import { exportDeck } from "@/lib/check/export";
import type { TeamInput } from "@/lib/input/team-input";
import type { CardChange } from "@/lib/fix/fix";
import { applyChanges } from "../../support/apply-changes";
import type { MemoryCardSource } from "@/lib/cards/memory-source";
import type { DeckReport, ReportedProblem, TeamReport } from "@/lib/report/report";
import { eventTeams } from "../../fixtures/batch/event-teams.mjs";
import { MKM_DECKS, MKM_POOL } from "../../fixtures/pools/mkm-sealed";
import { sharedCards } from "../../support/shared-cards";
import { commanderCardSource, commanderDeck } from "../../support/commander-source";
import { rulesCardSource } from "../../support/rules-source";
import { checkShared } from "../../support/shared-source";
import { fixTextOf, messageOf } from "../../support/english";

const team = (format: string, lists: [string, string], extra: Partial<TeamInput> = {}): TeamInput => ({
  format,
  decks: [
    { name: "Alice", list: lists[0] },
    { name: "Bob", list: lists[1] },
  ],
  ...extra,
});

/** On the rules fixture (tests/fixtures/cards), which holds the rarer cases: Erayo, Snow-Covered basics, The One Ring. */
const RULES_TEAMS: TeamInput[] = [
  team("modern", [
    [
      "4 Lightning Bolt",
      "5 Counterspell",
      "1 The One Ring",
      "4 Counterspel",
      "40 Mountain",
      "",
      "Sideboard",
      "2 Fire // Ice",
    ].join("\n"),
    ["2 Lightning Bolt", "4 Opt", "4 Erayo, Soratami Ascendant", "50 Island"].join("\n"),
  ]),
  team("standard", ["4 Snow-Covered Island\n56 Island", "Commander\n1 Sheoldred, the Apocalypse\n\nDeck\n60 Swamp"]),
];
/** Bob's pool is short of Negate and one deck plays a card the pool lacks; Alice's deck is small. */
/** 2HG Commander on the whole shared corpus: a second Sol Ring, a card outside Karlach's red, a short deck, a house ban, Game Changers over the cap. */
const COMMANDER_TEAMS: TeamInput[] = [
  {
    format: "commander",
    decks: [
      {
        name: "Alice",
        list: commanderDeck(
          ["Karlach, Fury of Avernus", "Passionate Archaeologist"],
          ["2 Sol Ring", "1 Counterspell", "1 Lightning Bolt"],
          { basic: "Mountain", size: 99 },
        ),
      },
      {
        name: "Bob",
        list: commanderDeck(
          ["Thrasios, Triton Hero", "Tymna the Weaver"],
          ["1 Rhystic Study", "1 Cyclonic Rift", "1 Demonic Tutor"],
          { basic: "Island" },
        ),
      },
    ],
    houseBans: "Lightning Bolt",
    gameChangers: 2,
  },
];

const POOL_SHORT = team(
  "limited",
  [
    MKM_DECKS[0].replace(/^Deck\n/, "Deck\n3 Negate\n"),
    MKM_DECKS[1]
      .split("\n")
      .filter((_, index) => index < 3 || index > 8)
      .join("\n"),
  ],
  {
    pool: `${MKM_POOL}\n2 Negate`,
  },
);
const TEAMS: TeamInput[] = [
  team("vintage", ["1 Sol Ring\n1 Black Lotus\n58 Island", "1 Sol Ring\n59 Mountain"]),
  team("modern", ["2 Lightning Bolt\n58 Mountain", "3 Lightning Bolt\n57 Mountain"], { ruleset: "classic" }),
  team("modern", ["Commander\n1 Sol Ring\n\nDeck\n60 Mountain", "4 Thoughtseize\n56 Swamp"]),
  team("modern", [
    "Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Negate\n5 Counterspell\n56 Swamp",
    "4 Thoughtseize\n20 Swamp",
  ]),
  team("limited", MKM_DECKS, { pool: MKM_POOL }),
  POOL_SHORT,
  ...eventTeams(sharedCards(), 48),
];

/** A problem's identity across checks: its code, card and, for a deck's own problem, the deck. */
const identity = (problem: ReportedProblem) =>
  `${problem.code}|${problem.card ?? ""}|${problem.card === null ? problem.decks.join() : ""}`;

/** The team with a fix's changes made, as lists the app reads again. */
async function checkedAfter(
  input: TeamInput,
  report: TeamReport,
  changes: readonly CardChange[],
  source?: MemoryCardSource,
): Promise<TeamReport> {
  const layouts = new Map(report.cards.map((row) => [row.name, row]));
  const decks = applyChanges(report.decks, changes);
  const lists = input.decks.map((deck, index) => ({
    ...deck,
    list: decks[index] ? exportDeck(decks[index], "text", layouts) : "",
  }));
  return checkShared({ ...input, decks: lists }, source);
}

/** Every team above with the card source it is checked on. */
async function suiteCases(): Promise<{ input: TeamInput; source: MemoryCardSource | undefined }[]> {
  const rules = await rulesCardSource();
  return [
    ...TEAMS.map((input) => ({ input, source: undefined })),
    ...RULES_TEAMS.map((input) => ({ input, source: rules })),
    ...[...COMMANDER_TEAMS, ...PLAN_TEAMS].map((input) => ({ input, source: commanderCardSource() })),
  ];
}

const commander = (lists: [string, string], extra: Partial<TeamInput> = {}): TeamInput => ({
  ...team("commander", lists),
  ...extra,
});
/** The cases of the plan: a green-blue deck with Plains, a colourless one short of 100, Game Changers also banned by the house. */
const PLAN_TEAMS: TeamInput[] = [
  commander([
    commanderDeck(["Thrasios, Triton Hero"], ["13 Plains", "1 Swords to Plowshares", "1 Path to Exile", "1 Sol Ring"], {
      basic: "Island",
    }),
    commanderDeck(["Karn, Silver Golem"], ["1 Sol Ring", "1 Counterspell"], { size: 97 }),
  ]),
  commander(
    [
      commanderDeck(
        ["Karlach, Fury of Avernus"],
        ["1 Sol Ring", "1 Jeska's Will", "1 Fierce Guardianship", "1 Rhystic Study", "1 Demonic Tutor"],
        { basic: "Mountain", size: 101 },
      ),
      commanderDeck(["Thrasios, Triton Hero", "Tymna the Weaver"], ["1 Sol Ring", "1 Cyclonic Rift"], {
        basic: "Forest",
        size: 98,
      }),
    ],
    { ruleset: "tournament", houseBans: "Demonic Tutor", gameChangers: 1 },
  ),
];

/** The English page's words, as report-words.ts and problem-item.tsx build them with next-intl. */
function pageWords(decks: readonly DeckReport[]) {
  const deckNames = decks.map((deck) => deck.name);
  const and = (items: readonly string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);
  // The page names cards as the lists wrote them ("Erayo, Soratami Ascendant (… // Erayo's Essence)").
  const cardName = writtenNamer(decks, and);
  const t = (namespace: string) =>
    createTranslator({ locale: "en", messages: en, namespace: namespace as never }) as unknown as Translate;
  const formats = t("formats");
  const problem = problemWording({
    locale: "en",
    t: t("problems"),
    formatName: formatNamer(formats, (id) => id in en.formats),
    deckName: deckNamer(formats, deckNames),
    colorName: (letter) => t("commander")(`colors.${letter}`),
    cardName,
  });
  return {
    problem,
    fix: (fix: Fix) => wordFix(fix, { t: t("cards.fix"), and, deckName: deckNamer(formats, deckNames), cardName }),
  };
}

describe("the API's English and the English page", () => {
  it("read the same for every problem code and fix kind over the suite's teams", async () => {
    const rules = await rulesCardSource();
    const cases = [
      ...TEAMS.map((input) => ({ input, source: undefined })),
      ...RULES_TEAMS.map((input) => ({ input, source: rules })),
      ...COMMANDER_TEAMS.map((input) => ({ input, source: commanderCardSource() })),
    ];
    const codes = new Set<string>();
    const kinds = new Set<string>();
    for (const { input, source } of cases) {
      const report = await checkShared(input, source);
      const page = pageWords(report.decks);
      const api = wordReportIn(report, "en");
      api.problems.forEach((worded, index) => {
        const problem = report.problems[index]!;
        expect(worded.message).toBe(page.problem(problem));
        if (problem.fix) expect(worded.fix?.text).toBe(page.fix(problem.fix));
        codes.add(problem.code);
        if (problem.fix) kinds.add(problem.fix.kind);
      });
    }
    expect(codes.size).toBeGreaterThanOrEqual(20);
    expect(kinds.size).toBe(8);
    // As long as the hints' own walk over the same teams; a timeout, not a measure (npm run bench measures).
  }, 120_000);
});

describe("fix hints", () => {
  it("each, applied as its changes say, removes its problem, over the suite's teams", async () => {
    const fixed = new Set<string>();
    for (const { input, source } of await suiteCases()) {
      const report = await checkShared(input, source);
      for (const problem of report.problems.filter((each) => each.fix)) {
        const after = await checkedAfter(input, report, problem.fix?.changes ?? [], source);
        expect(after.problems.map(identity), `${fixTextOf(problem)} (${problem.code})`).not.toContain(
          identity(problem),
        );
        fixed.add(problem.code);
      }
    }
    // The teams above hold every code that has a hint, so none goes untested.
    expect([...fixed].sort()).toEqual(
      [
        "banned",
        "banned-2hg",
        "color-identity",
        "commander-deck-size",
        "commander-singleton",
        "house-banned",
        "too-many-game-changers",
        "commander-not-allowed",
        "companion-not-allowed",
        "deck-too-small",
        "not-in-pool",
        "not-legal",
        "restricted",
        "sideboard-not-allowed",
        "snow-basic",
        "team-shared-card",
        "team-too-many-copies",
        "too-many-copies",
        "unknown-card",
      ].sort(),
    );
  });

  it("word one action, naming the deck, the copies and the basic land that refills it", async () => {
    const report = await checkShared(
      team("modern", ["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n2 Counterspell\n54 Island"]),
    );
    const shared = report.problems.find((problem) => problem.code === "team-shared-card");
    // A 4-4 tie where a cut takes either deck below 60: the team's choice, Alice's deck standing in.
    expect(fixTextOf(shared)).toBe(
      "Keep Lightning Bolt in one deck (either deck, the team's choice): take 4 out of Bob's deck (Bob then has 56 cards: add 4 Island).",
    );
    expect(shared?.fix?.changes).toEqual([
      { deck: 1, card: "Lightning Bolt", quantity: -4, zone: "main" },
      { deck: 1, card: "Island", quantity: 4, zone: "main" },
    ]);
    const vintage = await checkShared(team("vintage", ["1 Sol Ring\n59 Island", "1 Sol Ring\n59 Mountain"]));
    expect(fixTextOf(vintage.problems.find((problem) => problem.code === "restricted"))).toBe(
      "Keep one Sol Ring in the team (either deck, the team's choice): take 1 out of Bob's deck (Bob then has 59 cards: add 1 Mountain).",
    );
  });

  it("in 2HG Commander, keep the commanders and fill the deck to 100 with them, a short deck included (CR 903.5a)", async () => {
    const report = await checkShared(COMMANDER_TEAMS[0] as TeamInput, commanderCardSource());
    const fixOf = (code: string) => fixTextOf(report.problems.find((problem) => problem.code === code));
    expect(fixOf("commander-singleton")).toBe(
      "Take 1 Sol Ring out of Alice's deck (Alice then has 98 cards: add 2 Mountain).",
    );
    expect(fixOf("too-many-game-changers")).toBe(
      "Take Demonic Tutor out of Bob's deck (Bob then has 99 cards: add 1 Island).",
    );
    expect(fixOf("commander-deck-size")).toBe("Add 1 Mountain to Alice's deck to reach 100 cards.");
  });

  it("take out only what the pool lacks, and add the deck's basic land to a small deck", async () => {
    const report = await checkShared(POOL_SHORT);
    expect(
      fixTextOf(report.problems.find((problem) => problem.code === "not-in-pool" && problem.card === "Negate")),
    ).toBe("Take 1 Negate out of Alice's deck.");
    const small = report.problems.find((problem) => problem.code === "deck-too-small");
    expect(small?.fix?.kind).toBe("add-basics");
    expect(fixTextOf(small)).toMatch(
      /^Add \d+ (Plains|Island|Swamp|Mountain|Forest) to Bob's deck to reach 40 cards\.$/,
    );
  });

  it("give no hint where no change to the lists settles it: a name that matches nothing close, a Limited companion", async () => {
    const report = await checkShared(team("modern", ["4 Qwxzv Plorbnik\n56 Island", "60 Mountain"]));
    expect(report.problems.find((problem) => problem.code === "unknown-card")?.fix).toBeUndefined();
    const limited = await checkShared(
      team("limited", [`Companion\n1 Lurrus of the Dream-Den\n\n${MKM_DECKS[0]}`, MKM_DECKS[1]]),
    );
    const companion = limited.problems.find((problem) => problem.code === "companion-not-allowed");
    expect(companion?.severity).toBe("warning");
    expect(companion?.fix).toBeUndefined();
  });
});

describe("the plan", () => {
  it("applied whole, leaves none of the problems it covers, over the suite's teams", async () => {
    let planned = 0;
    for (const { input, source } of await suiteCases()) {
      const report = await checkShared(input, source);
      const { plan } = report;
      if (!plan) {
        expect(report.problems.filter((problem) => problem.fix)).toEqual([]);
        continue;
      }
      planned += 1;
      const after = await checkedAfter(input, report, plan.changes, source);
      const left = new Set(after.problems.map(identity));
      const covered = plan.covers.map((index) => report.problems[index]!);
      // Every problem with its own hint is covered, and so is each deck's size.
      expect(covered.map(identity)).toEqual(
        expect.arrayContaining(report.problems.filter((problem) => problem.fix).map(identity)),
      );
      for (const problem of covered)
        expect(left, `${problem.code} ${messageOf(problem)}`).not.toContain(identity(problem));
    }
    expect(planned).toBeGreaterThan(10);
  });

  it("refills a green-blue deck with its own basics, never the Plains it takes out, and a colourless one with Wastes", async () => {
    const report = await checkShared(PLAN_TEAMS[0]!, commanderCardSource());
    const outside = report.problems.filter((problem) => problem.code === "color-identity" && problem.decks[0] === 0);
    // The Plains and both white spells are outside Thrasios's colours for one reason: one problem, one hint.
    expect(outside).toHaveLength(1);
    expect(fixTextOf(outside[0])).toBe(
      "Take Plains, Swords to Plowshares, and Path to Exile out of Alice's deck (Alice then has 85 cards: add 15 Island).",
    );
    expect(fixTextOf(report.problems.find((problem) => problem.code === "commander-deck-size"))).toBe(
      "Add 3 Wastes to Bob's deck to reach 100 cards.",
    );
    expect(report.plan?.decks).toEqual([
      {
        deck: 0,
        deckName: "Alice",
        takeOut: [
          { card: "Plains", quantity: 13 },
          { card: "Swords to Plowshares", quantity: 1 },
          { card: "Path to Exile", quantity: 1 },
        ],
        moveToMain: [],
        add: [{ card: "Island", quantity: 15 }],
        count: 100,
      },
      {
        deck: 1,
        deckName: "Bob",
        takeOut: [{ card: "Counterspell", quantity: 1 }],
        moveToMain: [],
        add: [{ card: "Wastes", quantity: 4 }],
        count: 100,
      },
    ]);
  });

  it("adds up: a shared card's cut and a short deck's refill make one count", async () => {
    const report = await checkShared(
      team("modern", ["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n2 Counterspell\n52 Island"]),
    );
    // A 4-4 tie, and a cut takes either deck below 60: Bob is already short (58), so he keeps it and Alice cuts.
    const shared = report.problems.find((problem) => problem.code === "team-shared-card");
    expect(shared?.fix?.params).toMatchObject({ keep: "Bob", choice: false });
    expect(report.plan?.decks.map(({ deckName, takeOut, add, count }) => ({ deckName, takeOut, add, count }))).toEqual([
      {
        deckName: "Alice",
        takeOut: [{ card: "Lightning Bolt", quantity: 4 }],
        add: [{ card: "Mountain", quantity: 4 }],
        count: 60,
      },
      { deckName: "Bob", takeOut: [], add: [{ card: "Island", quantity: 2 }], count: 60 },
    ]);
  });

  it("counts Game Changers again once the house's bans are out, and a Commander deck's 100 with its commanders", async () => {
    const report = await checkShared(PLAN_TEAMS[1]!, commanderCardSource());
    const alice = report.plan?.decks.find((deck) => deck.deckName === "Alice");
    // Demonic Tutor is banned by the house; of the three Game Changers left one stays (the first listed).
    expect(alice?.takeOut).toEqual(
      expect.arrayContaining([
        { card: "Demonic Tutor", quantity: 1 },
        { card: "Rhystic Study", quantity: 1 },
        { card: "Fierce Guardianship", quantity: 1 },
      ]),
    );
    expect(alice?.takeOut.map((each) => each.card)).not.toContain("Jeska's Will");
    expect(report.plan?.decks.map((deck) => deck.count)).toEqual([100, 100]);
  });
});
