import { describe, expect, it } from "vitest";
import { planIn } from "@/i18n/translator";
import { writtenNamer } from "@/i18n/written-name";
import type { DeckReport } from "@/lib/report/report";
import { check, rulesCardSource } from "../../support/rules-source";

const deck = (name: string, main: DeckReport["main"]): DeckReport => ({
  name,
  mainCount: main.reduce((sum, entry) => sum + entry.quantity, 0),
  sideboardCount: 0,
  main,
  sideboard: [],
  commander: [],
  companion: [],
  ignored: [],
  unparsed: [],
  colorIdentity: null,
});

describe("the plan's text", () => {
  it("says each deck's changes once, in each language, and the API's plan.text in the asked one", async () => {
    await rulesCardSource();
    // Bob is short and shares Alice's Bolts: his size problem and the Bolt add up in one count.
    const report = await check(["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n2 Counterspell\n52 Island"]);
    const names = report.decks.map((each) => each.name);
    expect(planIn(report.plan, names, "en")?.text).toBe(
      "Alice's deck: take out 4 Lightning Bolt; add 4 Mountain; then 60 cards. Bob's deck: add 2 Island; then 60 cards.",
    );
    expect(planIn(report.plan, names, "es")?.text).toBe(
      "Mazo de Alice: saca 4 Lightning Bolt; añade 4 Mountain; queda con 60 cartas. Mazo de Bob: añade 2 Island; queda con 60 cartas.",
    );
    expect(planIn(report.plan, names, "it")?.text).toBe(
      "Mazzo di Alice: togli 4 Lightning Bolt; aggiungi 4 Mountain; resta con 60 carte. Mazzo di Bob: aggiungi 2 Island; resta con 60 carte.",
    );
    expect(planIn(report.plan, names, "ja")?.text).toBe(
      "Aliceのデッキ：Lightning Boltを4枚抜く、Mountainを4枚足す（60枚になります）。Bobのデッキ：Islandを2枚足す（60枚になります）。",
    );
  });

  it("names a tie the team decides, and cards as the lists wrote them", async () => {
    await rulesCardSource();
    const report = await check(["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n56 Island"]);
    const decks = [
      deck("Alice", [
        { name: "Lightning Bolt", quantity: 4, lines: [1], written: ["稲妻"] },
        { name: "Mountain", quantity: 56, lines: [2], written: ["山"] },
      ]),
      deck("Bob", [{ name: "Lightning Bolt", quantity: 4, lines: [1] }]),
    ];
    const text = planIn(report.plan, ["Alice", "Bob"], "ja", decks)?.text;
    expect(text).toBe(
      "Bobのデッキ：Lightning Boltを4枚抜く、Islandを4枚足す（60枚になります）。" +
        "稲妻 (Lightning Bolt)はどちらのデッキに残してもかまいません（チームが決めます）。このまとめではAliceのデッキに残しています。",
    );
    expect(writtenNamer(decks)("Mountain", 0)).toBe("山 (Mountain)");
    expect(writtenNamer(decks)("Lightning Bolt", 1)).toBe("Lightning Bolt");
    expect(writtenNamer(decks)("Lightning Bolt")).toBe("稲妻 (Lightning Bolt)");
  });
});
