import { describe, expect, it } from "vitest";
import { problem } from "@/lib/legality/problem";
import { problemsIn } from "@/lib/legality/rule-context";
import { collectTeamCards, decksHolding, whereInTeam } from "@/lib/legality/team-cards";
import { parseDecklist } from "@/lib/decklist/parse";
import { makeCard } from "../../support/make-card";

describe("problemsIn", () => {
  it("gathers what each check finds, in item order, skipping items with none", () => {
    const one = (text: string) =>
      problem("unparsed-line", {
        params: { where: { list: "pool" }, line: 1, text, why: { code: "no-card-name" } },
      });
    const found = problemsIn(["a", "b", "c", "d"], (item, index) =>
      item === "b" ? undefined : item === "c" ? [one(`c${index}`), one(`c${index}'`)] : one(`${item}${index}`),
    );
    expect(found.map((each) => each.code === "unparsed-line" && each.params.text)).toEqual(["a0", "c2", "c2'", "d3"]);
  });
});

describe("decksHolding", () => {
  it("counts the decks whereInTeam names, in any zone or in one", () => {
    const bolt = makeCard({ name: "Lightning Bolt" });
    const resolutions = new Map([["Lightning Bolt", { status: "found" as const, card: bolt }]]);
    const decks = ["2 Lightning Bolt", "Companion\n1 Lightning Bolt"].map((list, index) => ({
      name: `Deck ${index + 1}`,
      decklist: parseDecklist(list),
      resolutions,
    }));
    const [teamCard] = collectTeamCards(decks);
    if (!teamCard) throw new Error("no team card");
    for (const zone of [undefined, "main", "sideboard", "companion"] as const) {
      expect(decksHolding(teamCard, zone), String(zone)).toBe(whereInTeam(teamCard, zone).decks.length);
    }
    expect([decksHolding(teamCard), decksHolding(teamCard, "companion")]).toEqual([2, 1]);
  });
});
