import { describe, expect, it } from "vitest";
import { PROBLEM_RULES, problem, type ProblemCode, type ProblemParams } from "@/lib/legality/problem";
import { messageOf } from "../../support/english";

/** The API's English message of a problem made of these params. */
const describeProblem = <C extends ProblemCode>(code: C, params: ProblemParams[C]) =>
  messageOf(problem(code, { params }) as never);

const alice = { deck: 0, deckName: "Alice", quantity: 2, lines: [3] };
const bob = { deck: 1, deckName: "Bob", quantity: 2, lines: [7, 9] };

describe("the API's English message from code + params: the en messages, as the pages word them", () => {
  it("words a shared card from its per-deck copies", () => {
    expect(describeProblem("team-shared-card", { card: "Lightning Bolt", copies: [alice, bob] })).toBe(
      "Lightning Bolt is in both decks (Alice: 2 (line 3) and Bob: 2 (lines 7, 9)); no two decks on a 2HG team may contain the same card: keep it in one deck only.",
    );
  });

  it("names the format by its label, not its id", () => {
    expect(
      describeProblem("restricted", {
        card: "Sol Ring",
        format: "vintage",
        total: 2,
        copies: [
          { ...alice, quantity: 1 },
          { ...bob, quantity: 1 },
        ],
      }),
    ).toBe(
      "Sol Ring is restricted in Vintage: the team may have one copy in all, and has 2 (Alice: 1 (line 3) and Bob: 1 (lines 7, 9)).",
    );
  });

  it("names the 2HG ban's scope and source from the ban list", () => {
    expect(
      describeProblem("banned-2hg", { card: "Erayo, Soratami Ascendant", copies: [{ ...alice, quantity: 1 }] }),
    ).toBe(
      "Erayo, Soratami Ascendant is banned in all Two-Headed Giant Constructed tournaments (MTR 9.5 (27 Feb 2026)) (Alice: 1 (line 3)).",
    );
  });

  it("locates an unknown pool name in the pool's lists, and an unparsed line in its list", () => {
    expect(
      describeProblem("unknown-card", {
        card: "Negat",
        copies: [],
        poolCopies: [{ list: "pool", quantity: 3, lines: [12] }],
      }),
    ).toBe("“Negat” is not a card name we know (Team pool: 3 (line 12)): check its spelling.");
    expect(
      describeProblem("unparsed-line", {
        where: { list: "deck", deck: 1, deckName: "Bob" },
        line: 4,
        text: "-4 Lightning Bolt",
        why: { code: "negative-quantity" },
      }),
    ).toBe("Bob, line 4: “-4 Lightning Bolt” is not a card line (a quantity is a whole number from 1).");
  });

  it("words a basic land beyond the pool differently from a card the pool lacks", () => {
    const snow = { card: "Snow-Covered Swamp", copies: [{ ...alice, quantity: 1 }], pool: 0, allowed: 0 };
    expect(describeProblem("not-in-pool", { ...snow, basicLand: true })).toContain(
      "Snow-Covered basics or Wastes (MTR 7.2)",
    );
    expect(describeProblem("not-in-pool", { ...snow, basicLand: false })).toContain(
      "built from the team's pool (MTR 7.2, 9.6)",
    );
  });
});

describe("problem", () => {
  it("keeps the params beside the message and the rule, so a client can word it in any language", () => {
    const made = problem("deck-too-small", {
      decks: [1],
      lines: [[]],
      params: { deck: 1, deckName: "Bob", count: 39, minimum: 40, format: "limited" },
    });
    expect(made).toMatchObject({
      code: "deck-too-small",
      severity: "error",
      card: null,
      rule: PROBLEM_RULES["deck-too-small"],
    });
    expect(messageOf(made)).toBe("Bob's main deck has 39 cards; Limited (Sealed / Draft) decks need at least 40.");
    expect(JSON.parse(JSON.stringify(made)).params).toEqual({
      deck: 1,
      deckName: "Bob",
      count: 39,
      minimum: 40,
      format: "limited",
    });
  });
});
