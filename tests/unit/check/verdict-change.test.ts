// What explains a share link's stored verdict that differs from today's (issue 41, item 9): a ban only when
// one does; a forged verdict said as such. Real cards (../shared/scryfall).
import { describe, expect, it } from "vitest";
import { verdictChange } from "@/lib/check/verdict-change";
import { translator } from "@/i18n/translator";
import { deck } from "../../support/rules-source";
import { checkShared } from "../../support/shared-source";
import { commanderCardSource } from "../../support/commander-source";

const modern = (alice: string[], bob: string[] = []) => ({
  format: "modern",
  decks: [
    { name: "Alice", list: deck(alice) },
    { name: "Bob", list: deck(bob) },
  ],
});

describe("verdictChange", () => {
  it("names the banned card when a ban explains it: Splinter Twin in Modern", async () => {
    const report = await checkShared(modern(["4 Splinter Twin"]), commanderCardSource());
    expect(verdictChange(true, report)).toEqual({ kind: "ban", cards: ["Splinter Twin"] });
  });

  it("says a stored legal verdict is forged when no card data explains today's errors: 5 Lightning Bolt", async () => {
    const report = await checkShared(modern(["5 Lightning Bolt"]));
    expect(report.legal).toBe(false);
    expect(verdictChange(true, report)).toEqual({ kind: "forged" });
    const t = translator("en", "report");
    expect(t("changedForged", { madeAt: "none" })).toContain("the link’s stored verdict does not match its lists");
  });

  it("names no ban for a team legal today that the link said was not, and nothing when they agree", async () => {
    const report = await checkShared(modern(["4 Lightning Bolt"], ["4 Counterspell"]));
    expect(report.legal).toBe(true);
    expect(verdictChange(false, report)).toEqual({ kind: "data" });
    expect(verdictChange(true, report)).toEqual({ kind: "none" });
    expect(verdictChange(undefined, report)).toEqual({ kind: "none" });
  });
});
