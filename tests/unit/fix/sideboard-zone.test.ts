// Issue 45, item 3: in Team Unified (sideboards allowed, MTR 8.4, 6.1) a fix and the plan say deck or sideboard,
// copies found only in a sideboard come out of it, and a sideboard over fifteen cards has a fix. Real cards (../shared).
import { describe, expect, it } from "vitest";
import { planIn, wordProblemsIn } from "@/i18n/translator";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { commanderCardSource } from "../../support/commander-source";
import { checkShared } from "../../support/shared-source";

/** Both files of the corpus: Kolaghan's Command is in cards-older.json. */
const check = (input: TeamInput) => checkShared(input, commanderCardSource());

const NAMES = ["Alice", "Bob", "Carol"];

const unified = (lists: string[]): TeamInput => ({
  format: "modern",
  variant: "unified",
  decks: lists.map((list, index) => ({ name: NAMES[index], list })),
});

function fixOf(report: TeamReport, code: string, locale: "en" | "es" | "it" | "ja" = "en") {
  const index = report.problems.findIndex((problem) => problem.code === code);
  return wordProblemsIn(report.problems, NAMES, locale)[index]?.fix;
}

const ALICE = "4 Relic of Progenitus\n56 Mountain";
const BOB = "60 Island\n\nSideboard\n2 Relic of Progenitus\n3 Negate";
const CAROL =
  "4 Kolaghan's Command\n56 Swamp\n\nSideboard\n2 Kolaghan's Command\n4 Duress\n4 Thoughtseize\n4 Fatal Push\n2 Go Blank";

describe("fixes name the zone in Team Unified", () => {
  it("takes the extra Kolaghan's Command and Bob's Relics out of the sideboards, and says so in four languages", async () => {
    const report = await check(unified([ALICE, BOB, CAROL]));
    expect(fixOf(report, "too-many-copies")?.text).toBe("Take 2 Kolaghan's Command out of Carol's sideboard.");
    expect(fixOf(report, "too-many-copies", "es")?.text).toBe("Saca 2 Kolaghan's Command del banquillo de Carol.");
    expect(fixOf(report, "too-many-copies", "it")?.text).toContain("2 Kolaghan's Command dalla sideboard di Carol");
    expect(fixOf(report, "too-many-copies", "ja")?.text).toContain("Carolのサイドボードから");
    expect(fixOf(report, "team-shared-card")).toMatchObject({
      params: { takeOut: [{ deck: 1, quantity: 2, zone: "sideboard" }] },
      text: "Keep Relic of Progenitus in one deck: take 2 out of Bob's sideboard.",
    });
    expect(report.plan?.decks.find((deck) => deck.deck === 1)).toMatchObject({
      takeOut: [{ card: "Relic of Progenitus", quantity: 2 }],
      fromSideboard: [{ card: "Relic of Progenitus", quantity: 2 }],
    });
    expect(planIn(report.plan, NAMES, "en")?.text).toContain(
      "Bob's deck: take 2 Relic of Progenitus out of the sideboard; then 60 cards.",
    );
  });

  it("brings a sixteen-card sideboard to fifteen by its last-listed card", async () => {
    const report = await check(unified([ALICE.replace("Relic of Progenitus", "Lightning Bolt"), "60 Island", CAROL]));
    expect(fixOf(report, "sideboard-too-large")).toMatchObject({
      kind: "trim-sideboard",
      params: { deck: 2, cards: [{ card: "Go Blank", quantity: 1 }], max: 15 },
      text: "Take 1 Go Blank out of Carol's sideboard to bring it to 15 cards.",
    });
    expect(fixOf(report, "sideboard-too-large", "ja")?.text).toBe(
      "CarolのサイドボードからGo Blankを1枚抜いて15枚にしてください。",
    );
    expect(planIn(report.plan, NAMES, "en")?.text).toBe(
      "Carol's deck: take 2 Kolaghan's Command and 1 Go Blank out of the sideboard; then 60 cards.",
    );
  });
});
