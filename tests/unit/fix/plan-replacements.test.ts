// The plan checks its own replacements (issue 41, item 8; docs/api.md, The plan): a misspelling's first
// suggestion that would break a rule is left out of the plan, a decision for the team. Real cards (../shared).
import { describe, expect, it } from "vitest";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { deck } from "../../support/rules-source";
import { planIn } from "@/i18n/translator";
import { checkShared } from "../../support/shared-source";
import { commanderCardSource, commanderDeck } from "../../support/commander-source";

/** Both files of the corpus: Mox Sapphire and Splinter Twin are in cards-older.json. */
const ALL_CARDS = commanderCardSource;

const two = (format: string, lists: [string, string], extra: Partial<TeamInput> = {}): TeamInput => ({
  format,
  decks: [
    { name: "Alice", list: lists[0] },
    { name: "Bob", list: lists[1] },
  ],
  ...extra,
});

const unknownIndex = (report: TeamReport, card: string) =>
  report.problems.findIndex((problem) => problem.code === "unknown-card" && problem.params.card === card);

function expectLeftOut(report: TeamReport, card: string, replacement: string, breaks: string) {
  expect(report.problems[unknownIndex(report, card)]?.suggestions[0]).toBe(replacement);
  expect(report.plan?.leftOut).toMatchObject([{ card, replacement, breaks }]);
  expect(report.plan?.changes ?? []).not.toContainEqual(expect.objectContaining({ card: replacement }));
  expect(report.plan?.covers ?? []).not.toContain(unknownIndex(report, card));
}

describe("the plan leaves out a replacement that would break a rule", () => {
  it("4 Mox Saphire in Vintage: Mox Sapphire is restricted (MTR 6.2)", async () => {
    const report = await checkShared(two("vintage", [deck(["4 Mox Saphire"]), deck(["4 Counterspell"])]), ALL_CARDS());
    expectLeftOut(report, "Mox Saphire", "Mox Sapphire", "restricted");
  });

  it("4 Thougtseize beside Thoughtseize in the other deck: the team rule (MTR 8.4, 9.5)", async () => {
    const report = await checkShared(two("modern", [deck(["4 Thoughtseize"]), deck(["4 Thougtseize"])]));
    expectLeftOut(report, "Thougtseize", "Thoughtseize", "team-shared-card");
    const names = report.decks.map((each) => each.name);
    expect(planIn(report.plan, names, "en")?.text).toContain(
      "Thougtseize: this plan does not replace it with Thoughtseize, which is already in another deck (team rule): which card the list meant is the team's decision.",
    );
    expect(planIn(report.plan, names, "ja")?.text).toContain(
      "Thoughtseizeはすでに別のデッキにあります（チームルール）",
    );
  });

  it("4 Splnter Twin in Modern: Splinter Twin is banned (MTR 6.2)", async () => {
    const report = await checkShared(two("modern", [deck(["4 Splnter Twin"]), deck(["4 Counterspell"])]), ALL_CARDS());
    expectLeftOut(report, "Splnter Twin", "Splinter Twin", "banned");
  });

  it("1 Counterspel under Krenko, Mob Boss: outside the commander's colors (CR 903.4)", async () => {
    const report = await checkShared(
      two("commander", [
        commanderDeck(["Krenko, Mob Boss"], ["1 Counterspel"], { basic: "Mountain" }),
        commanderDeck(["Thrasios, Triton Hero"], [], { basic: "Island" }),
      ]),
      commanderCardSource(),
    );
    expectLeftOut(report, "Counterspel", "Counterspell", "color-identity");
  });

  it("keeps a replacement that breaks nothing: 4 Lightnig Bolt in Modern", async () => {
    const report = await checkShared(two("modern", [deck(["4 Lightnig Bolt"], { basic: "Mountain" }), deck([])]));
    expect(report.plan?.leftOut).toBeUndefined();
    expect(report.plan?.changes).toContainEqual({ deck: 0, card: "Lightning Bolt", quantity: 4, zone: "main" });
    expect(report.plan?.covers).toContain(unknownIndex(report, "Lightnig Bolt"));
  });
});
