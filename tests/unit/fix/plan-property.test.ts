// Properties of the plan (issues 41 and 45; docs/api.md, The plan): over generated illegal teams of every
// event (2HG of two to four heads, Team Unified with sideboards, Team Trios, 2HG Commander under each team
// rule with house bans, 2HG Limited and Team Sealed with a pool), built from real cards (../shared/scryfall)
// with misspelt names among them, every item the plan's words are built from is true of its changes, and
// making every change and checking the team again never adds an error it did not have.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportDeck } from "@/lib/check/export";
import type { CardChange, Zone } from "@/lib/fix/fix";
import type { TeamPlan } from "@/lib/fix/plan";
import type { TeamInput } from "@/lib/input/team-input";
import type { DeckReport, TeamReport } from "@/lib/report/report";
import { applyChanges } from "../../support/apply-changes";
import { commanderCardSource, commanderDeck } from "../../support/commander-source";
import { deck } from "../../support/rules-source";
import { checkShared } from "../../support/shared-source";

/** Cards of every kind a rule reads: restricted and banned ones, the 2HG ban, colors, Game Changers. */
const CARDS = [
  "Lightning Bolt",
  "Counterspell",
  "Thoughtseize",
  "Brainstorm",
  "Opt",
  "Ponder",
  "Mox Sapphire",
  "Black Lotus",
  "Splinter Twin",
  "Force of Will",
  "Dark Ritual",
  "Swords to Plowshares",
  "Sol Ring",
  "Erayo, Soratami Ascendant",
  "Rhystic Study",
];
const COMMANDERS = ["Krenko, Mob Boss", "Thrasios, Triton Hero", "Karn, Silver Golem"];
const NAMES = ["Alice", "Bob", "Carol", "Dave"];
const ZONES: readonly Zone[] = ["main", "sideboard", "commander", "companion"];

/** A card as typed: its name, or its name with one letter dropped (a misspelling the reader suggests for). */
const typedCard = fc
  .tuple(fc.constantFrom(...CARDS), fc.option(fc.nat(), { nil: undefined }))
  .map(([name, drop]) =>
    drop === undefined
      ? name
      : name.slice(0, (drop % (name.length - 1)) + 1) + name.slice((drop % (name.length - 1)) + 2),
  );
const lines = fc.array(
  fc.tuple(fc.integer({ min: 1, max: 5 }), typedCard).map(([quantity, name]) => `${quantity} ${name}`),
  { maxLength: 5 },
);
const constructedFormat = fc.constantFrom("modern", "legacy", "vintage");
/** A list with a sideboard section (Team Unified, Team Sealed): its main lines, then its sideboard's. */
const withSideboard = fc
  .tuple(lines, lines)
  .map(([main, side]) => (side.length > 0 ? [...main, "Sideboard", ...side] : main));

const giant = fc
  .tuple(constructedFormat, fc.array(lines, { minLength: 2, maxLength: 4 }))
  .map(([format, decks]): TeamInput => ({
    format,
    variant: "giant",
    decks: decks.map((each, index) => ({ name: NAMES[index], list: deck(each) })),
  }));
const unified = fc
  .tuple(constructedFormat, fc.array(withSideboard, { minLength: 2, maxLength: 3 }))
  .map(([format, decks]): TeamInput => ({
    format,
    variant: "unified",
    decks: decks.map((each, index) => ({ name: NAMES[index], list: deck(each) })),
  }));
const trios = fc.array(fc.tuple(constructedFormat, lines), { minLength: 2, maxLength: 3 }).map(
  (seats): TeamInput =>
    ({
      variant: "trios",
      decks: seats.map(([format, each], index) => ({ name: NAMES[index], format, list: deck(each) })),
    }) as TeamInput,
);
const commander = fc
  .tuple(
    // A few cards of every colour, so that both decks often play one (the team rule) outside one's colours.
    fc.array(
      fc.tuple(
        fc.constantFrom(...COMMANDERS),
        fc.subarray(["Rhystic Study", "Lightning Bolt", "Sol Ring", "Counterspell", "Dark Ritual"]),
        fc.array(typedCard, { maxLength: 2 }),
      ),
      { minLength: 2, maxLength: 2 },
    ),
    fc.constantFrom("open", "tournament", "classic"),
    fc.option(fc.constantFrom("1 Sol Ring", "1 Rhystic Study\n1 Counterspell"), { nil: undefined }),
  )
  .map(([decks, ruleset, houseBans]): TeamInput => ({
    format: "commander",
    ruleset: ruleset as TeamInput["ruleset"],
    ...(houseBans && { houseBans }),
    decks: decks.map(([leader, shared, typed], index) => ({
      name: NAMES[index],
      list: commanderDeck(
        [leader],
        [...new Set([...shared, ...typed])].map((name) => `1 ${name}`),
        { basic: "Wastes" },
      ),
    })),
  }));
const POOL = "2 Lightning Bolt\n1 Counterspell\n2 Opt\n1 Brainstorm";
const limited = fc.array(lines, { minLength: 2, maxLength: 4 }).map((decks): TeamInput => ({
  format: "limited",
  pool: POOL,
  decks: decks.map((each, index) => ({ name: NAMES[index], list: deck(each, { size: 40, basic: "Mountain" }) })),
}));
/** Team Sealed (MTR 8.6): each player's own sideboard from the pool. */
const teamSealed = fc.array(withSideboard, { minLength: 2, maxLength: 3 }).map((decks): TeamInput => ({
  format: "limited",
  variant: "unified",
  pool: POOL,
  decks: decks.map((each, index) => ({ name: NAMES[index], list: deck(each, { size: 40, basic: "Mountain" }) })),
}));

/** What identifies an error across two checks: its code and its card, or its decks when it names none. */
const errorKeys = (report: TeamReport) =>
  new Set(
    report.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.code}|${problem.card ?? problem.decks.join(",")}`),
  );

async function afterPlan(input: TeamInput, report: TeamReport): Promise<TeamReport> {
  const layouts = new Map(report.cards.map((row) => [row.name, row]));
  const decks = applyChanges(report.decks, report.plan?.changes ?? []);
  const lists = input.decks.map((each, index) => ({
    ...each,
    list: decks[index] ? exportDeck(decks[index], "text", layouts) : "",
  }));
  return checkShared({ ...input, decks: lists }, commanderCardSource());
}

const copiesIn = (deck: DeckReport | undefined, card: string) =>
  ZONES.reduce((sum, zone) => sum + (deck?.[zone].find((entry) => entry.name === card)?.quantity ?? 0), 0);

/** A card's copies a plan sentence names, summed: "take out 2 Opt" from the changes' own numbers. */
const byCard = (changes: readonly CardChange[]) => {
  const sums = new Map<string, number>();
  for (const change of changes) sums.set(change.card, (sums.get(change.card) ?? 0) + Math.abs(change.quantity));
  return Object.fromEntries(sums);
};
const asRecord = (cards: readonly { card: string; quantity: number }[]) =>
  Object.fromEntries(cards.map(({ card, quantity }) => [card, quantity]));

/** Every item the plan's words are built from, held against what its changes do to the decks. */
function expectItemsTrue(report: TeamReport, plan: TeamPlan) {
  const after = applyChanges(report.decks, plan.changes);
  for (const choice of plan.choices) {
    // "this plan keeps it in X's deck": X holds it; under the team rule no other deck does (MTR 8.4, 9.5).
    expect(copiesIn(after[choice.deck], choice.card), `${choice.card} kept in deck ${choice.deck}`).toBeGreaterThan(0);
    const shared = report.problems.some((each) => each.code === "team-shared-card" && each.params.card === choice.card);
    if (shared)
      for (const [index, deck] of after.entries())
        if (index !== choice.deck) expect(copiesIn(deck, choice.card), `${choice.card} in deck ${index}`).toBe(0);
  }
  for (const deck of plan.decks) {
    const own = plan.changes.filter((change) => change.deck === deck.deck);
    const moved = new Set(
      own.filter((each) => each.zone === "commander" && each.quantity < 0).map((each) => each.card),
    );
    const isMove = (change: CardChange) => moved.has(change.card) && change.zone !== "sideboard";
    expect(asRecord(deck.takeOut)).toEqual(byCard(own.filter((each) => each.quantity < 0 && !isMove(each))));
    expect(asRecord(deck.add)).toEqual(byCard(own.filter((each) => each.quantity > 0 && !isMove(each))));
    // "take out 1 Island; add 1 Island" would say two things of one card.
    const added = new Set(deck.add.map((each) => each.card));
    expect(deck.takeOut.filter((each) => added.has(each.card))).toEqual([]);
    const changed = after[deck.deck]!;
    const commanders = report.format === "commander" ? copiesOfZone(changed, "commander") : 0;
    expect(deck.count, `deck ${deck.deck}'s count`).toBe(changed.mainCount + commanders);
  }
  // "X: this plan does not replace it with Y": the misspelt line stays as written in the decks it names, but for
  // the copies a sideboard over 15 is trimmed of, from its last lines (MTR 8.4), which no replacement is.
  const trimmed = (deck: number) =>
    report.problems.some((each) => each.code === "sideboard-too-large" && each.decks.includes(deck));
  for (const left of plan.leftOut ?? []) {
    const decks = new Set(left.decks.map((each) => each.deck));
    const changed = plan.changes.filter(
      (each) =>
        each.card === left.card &&
        decks.has(each.deck) &&
        !(each.zone === "sideboard" && each.quantity < 0 && trimmed(each.deck)),
    );
    expect(changed, `${left.card} left as written`).toEqual([]);
  }
}

const copiesOfZone = (deck: DeckReport, zone: Zone) => deck[zone].reduce((sum, entry) => sum + entry.quantity, 0);

describe("the plan's items are true of its changes, and made whole it never adds an error", () => {
  it.each([
    ["giant, 2-4 heads", giant],
    ["Team Unified with sideboards", unified],
    ["Team Trios", trios],
    ["2HG Commander, every team rule, house bans", commander],
    ["2HG Limited with a pool, 2-4 heads", limited],
    ["Team Sealed", teamSealed],
  ] as const)(
    "%s",
    async (_, teams) => {
      await fc.assert(
        fc.asyncProperty(teams, async (input) => {
          const before = await checkShared(input, commanderCardSource());
          if (!before.plan) return;
          expectItemsTrue(before, before.plan);
          const known = errorKeys(before);
          const added = [...errorKeys(await afterPlan(input, before))].filter((key) => !known.has(key));
          expect(added).toEqual([]);
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
