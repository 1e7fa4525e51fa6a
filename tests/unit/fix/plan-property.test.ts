// A property of the plan (issue 41, item 8; docs/api.md, The plan): over generated illegal teams of every
// variant (2HG of two to four heads, Team Unified, Team Trios, 2HG Commander, 2HG Limited with a pool), built
// from real cards (../shared/scryfall) with misspelt names among them, making every change of the plan and
// checking the team again never adds an error it did not have.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportDeck } from "@/lib/check/export";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
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
];
const COMMANDERS = ["Krenko, Mob Boss", "Thrasios, Triton Hero", "Karn, Silver Golem"];
const NAMES = ["Alice", "Bob", "Carol", "Dave"];

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

const giant = fc
  .tuple(constructedFormat, fc.array(lines, { minLength: 2, maxLength: 4 }))
  .map(([format, decks]): TeamInput => ({
    format,
    variant: "giant",
    decks: decks.map((each, index) => ({ name: NAMES[index], list: deck(each) })),
  }));
const unified = fc
  .tuple(constructedFormat, fc.array(lines, { minLength: 2, maxLength: 3 }))
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
  .array(fc.tuple(fc.constantFrom(...COMMANDERS), fc.array(typedCard, { maxLength: 4 })), {
    minLength: 2,
    maxLength: 2,
  })
  .map((decks): TeamInput => ({
    format: "commander",
    decks: decks.map(([leader, cards], index) => ({
      name: NAMES[index],
      list: commanderDeck(
        [leader],
        [...new Set(cards)].map((name) => `1 ${name}`),
        { basic: "Wastes" },
      ),
    })),
  }));
const limited = fc.array(lines, { minLength: 2, maxLength: 2 }).map((decks): TeamInput => ({
  format: "limited",
  pool: "2 Lightning Bolt\n1 Counterspell\n2 Opt\n1 Brainstorm",
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

describe("the plan, made whole, never adds an error", () => {
  it.each([
    ["giant, 2-4 heads", giant],
    ["Team Unified", unified],
    ["Team Trios", trios],
    ["2HG Commander", commander],
    ["2HG Limited with a pool", limited],
  ] as const)(
    "%s",
    async (_, teams) => {
      await fc.assert(
        fc.asyncProperty(teams, async (input) => {
          const before = await checkShared(input, commanderCardSource());
          if (!before.plan) return;
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
