// Issue 45, item 1: a card the team may keep in one deck only is kept where the other problems leave it. Kenji
// (Krenko, mono-red) and Sofía (Thrasios, blue-green) both play Rhystic Study under "no card in both decks"
// (MTR 9.5): it is outside Kenji's colours (CR 903.4), so Sofía's deck keeps it. Real cards (../shared).
import { describe, expect, it } from "vitest";
import { planIn, wordProblemsIn } from "@/i18n/translator";
import { commanderDeck, commanderReport } from "../../support/commander-source";

const NAMES = ["Kenji", "Sofía"];

const rhysticTwice = (options: { houseBans?: string } = {}) =>
  commanderReport(
    [
      commanderDeck(["Krenko, Mob Boss"], ["1 Rhystic Study", "1 Lightning Bolt"], { basic: "Mountain" }),
      commanderDeck(["Thrasios, Triton Hero"], ["1 Rhystic Study", "1 Lightning Bolt"], { basic: "Island" }),
    ],
    { ruleset: "tournament", ...options },
  );

const fixText = (report: Awaited<ReturnType<typeof rhysticTwice>>, code: string, card: string) => {
  const index = report.problems.findIndex((each) => each.code === code && each.card === card);
  return wordProblemsIn(report.problems, NAMES, "en")[index]?.fix;
};

describe("the deck where a shared card is legal keeps it", () => {
  it("Rhystic Study stays in Sofía's blue deck; Lightning Bolt in Kenji's red one", async () => {
    const report = await rhysticTwice();
    expect(fixText(report, "team-shared-card", "Rhystic Study")).toMatchObject({
      params: { keep: "Sofía", keepDeck: 1, choice: false, tied: 1 },
      text: "Keep Rhystic Study in one deck: take 1 out of Kenji's deck (Kenji then has 99 cards: add 1 Mountain).",
    });
    expect(fixText(report, "team-shared-card", "Lightning Bolt")?.params).toMatchObject({ keepDeck: 0, choice: false });
    // No tie is left to the team, so the plan says nothing it does not do.
    expect(report.plan?.choices).toEqual([]);
    expect(planIn(report.plan, NAMES, "en")?.text).toBe(
      "Kenji's deck: take out 1 Rhystic Study; add 1 Mountain; then 100 cards. " +
        "Sofía's deck: take out 1 Lightning Bolt; add 1 Island; then 100 cards.",
    );
    expect(planIn(report.plan, NAMES, "es")?.text).toContain("Rhystic Study");
  });

  it("a house ban in one deck's only copy is not the keeper either: both decks lose a banned card", async () => {
    const report = await rhysticTwice({ houseBans: "1 Rhystic Study" });
    const kept = report.plan?.changes.filter((each) => each.card === "Rhystic Study");
    expect(kept).toEqual([
      { deck: 0, card: "Rhystic Study", quantity: -1, zone: "main" },
      { deck: 1, card: "Rhystic Study", quantity: -1, zone: "main" },
    ]);
    expect(report.plan?.choices.map((each) => each.card)).not.toContain("Rhystic Study");
  });
});
