// A tie on a card the team may play in one deck only (MTR 9.5, 8.4) or once (restricted), across three decks
// of a Three-Headed Giant team (CR 810.11): the hint and the plan say how many decks the team chooses among.
import { describe, expect, it } from "vitest";
import { planIn, wordProblemsIn } from "@/i18n/translator";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { checkShared } from "../../support/shared-source";

const NAMES = ["Alice", "Bob", "Carol"];

function giant(lists: string[], format = "modern"): TeamInput {
  return { format, variant: "giant", decks: lists.map((list, index) => ({ name: NAMES[index], list })) };
}

/** The problem's fix in `locale`, with its `text` as the API words it. */
function fixIn(report: TeamReport, code: string, locale: "en" | "ja" = "en") {
  const problem = report.problems.find((each) => each.code === code);
  return problem && wordProblemsIn([problem], NAMES, locale)[0]?.fix;
}

const planTextIn = (report: TeamReport, locale: "en" | "ja") => planIn(report.plan, NAMES, locale)?.text;

describe("a tie across three decks of a Three-Headed Giant team", () => {
  it("says any of the 3 decks may keep Lightning Bolt, in the hint and the plan, in English and Japanese", async () => {
    // Each cut takes its deck below 60 and none is short already: no deck needs the Bolts more.
    const report = await checkShared(
      giant(["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n56 Island", "4 Lightning Bolt\n56 Swamp"]),
    );
    const fix = fixIn(report, "team-shared-card");
    expect(fix).toMatchObject({ kind: "keep-in-one-deck", params: { keep: "Alice", choice: true, tied: 3 } });
    expect(fix?.text).toBe(
      "Keep Lightning Bolt in one deck (any of the 3 decks, the team's choice): take 4 out of Bob's deck and 4 out of Carol's deck (Bob then has 56 cards: add 4 Island); (Carol then has 56 cards: add 4 Swamp).",
    );
    expect(fixIn(report, "team-shared-card", "ja")?.text).toBe(
      "Lightning Boltは1つのデッキだけに入れてください（3つのデッキのどれに残すかはチームが決めてください）：Bobのデッキから4枚、Carolのデッキから4枚抜く（Bobは56枚になるので、Islandを4枚足す）、（Carolは56枚になるので、Swampを4枚足す）。",
    );
    expect(report.plan?.choices).toEqual([{ card: "Lightning Bolt", deck: 0, deckName: "Alice", tied: 3 }]);
    expect(planTextIn(report, "en")).toBe(
      "Bob's deck: take out 4 Lightning Bolt; add 4 Island; then 60 cards. Carol's deck: take out 4 Lightning Bolt; add 4 Swamp; then 60 cards. " +
        "Lightning Bolt may stay in any of the 3 decks (the team's choice); this plan keeps it in Alice's deck.",
    );
    expect(planTextIn(report, "ja")).toContain(
      "Lightning Boltは3つのデッキのどれに残してもかまいません（チームが決めます）。このまとめではAliceのデッキに残しています。",
    );
  });

  it("says the same of a restricted card each of three decks plays once", async () => {
    const report = await checkShared(
      giant(["1 Sol Ring\n59 Island", "1 Sol Ring\n59 Mountain", "1 Sol Ring\n59 Swamp"], "vintage"),
    );
    const fix = fixIn(report, "restricted");
    expect(fix?.params).toMatchObject({ keep: "Alice", choice: true, tied: 3 });
    expect(fix?.text).toBe(
      "Keep one Sol Ring in the team (any of the 3 decks, the team's choice): take 1 out of Bob's deck and 1 out of Carol's deck (Bob then has 59 cards: add 1 Mountain); (Carol then has 59 cards: add 1 Swamp).",
    );
    expect(fixIn(report, "restricted", "ja")?.text).toMatch(
      /^チーム全体でSol Ringを1枚だけにしてください（3つのデッキのどれに残すかはチームが決めてください）：/,
    );
  });

  it("keeps the card among the decks a cut would take short, and says either deck when those are two", async () => {
    // Alice has 64 cards and stays at 60 without her Bolts; Bob and Carol would fall to 56.
    const report = await checkShared(
      giant(["4 Lightning Bolt\n60 Mountain", "4 Lightning Bolt\n56 Island", "4 Lightning Bolt\n56 Swamp"]),
    );
    const fix = fixIn(report, "team-shared-card");
    expect(fix?.params).toMatchObject({ keep: "Bob", choice: true, tied: 2 });
    expect(fix?.text).toBe(
      "Keep Lightning Bolt in one deck (either deck, the team's choice): take 4 out of Alice's deck and 4 out of Carol's deck (Carol then has 56 cards: add 4 Swamp).",
    );
    expect(report.plan?.choices).toEqual([{ card: "Lightning Bolt", deck: 1, deckName: "Bob", tied: 2 }]);
  });

  it("words a two-deck tie as before, and a clear keeper without a choice", async () => {
    const two = await checkShared({
      format: "modern",
      decks: [
        { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
        { name: "Bob", list: "4 Lightning Bolt\n56 Island" },
      ],
    });
    const fix = fixIn(two, "team-shared-card");
    expect(fix?.params).toMatchObject({ keep: "Alice", choice: true, tied: 2 });
    expect(fix?.text).toBe(
      "Keep Lightning Bolt in one deck (either deck, the team's choice): take 4 out of Bob's deck (Bob then has 56 cards: add 4 Island).",
    );
    expect(fixIn(two, "team-shared-card", "ja")?.text).toBe(
      "Lightning Boltは片方のデッキだけに入れてください（どちらのデッキに残すかはチームが決めてください）：Bobのデッキから4枚抜く（Bobは56枚になるので、Islandを4枚足す）。",
    );
    expect(planTextIn(two, "en")).toContain(
      "Lightning Bolt may stay in either deck (the team's choice); this plan keeps it in Alice's deck.",
    );
    const clear = await checkShared(
      giant(["4 Lightning Bolt\n56 Mountain", "3 Lightning Bolt\n57 Island", "4 Counterspell\n56 Island"]),
    );
    const kept = fixIn(clear, "team-shared-card");
    expect(kept?.params).toMatchObject({ keep: "Alice", choice: false, tied: 1 });
    expect(kept?.text).toBe(
      "Keep Lightning Bolt in one deck: take 3 out of Bob's deck (Bob then has 57 cards: add 3 Island).",
    );
    expect(clear.plan?.choices).toEqual([]);
  });
});
