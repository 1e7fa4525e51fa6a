// Property test for POST /api/validate: whatever the body, the answer is a report or a documented
// error (400, 413), never an exception (which Next would turn into a 500).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMAT_IDS, RULESETS } from "@/lib/formats";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { rulesCardSource } from "../../support/rules-source";
import { anyString, mutated, pastedList } from "./arbitraries";

const validDeck = fc.record(
  { name: anyString(100).map((name) => name.slice(0, 100)), list: fc.oneof(pastedList, anyString(300)) },
  { requiredKeys: ["list"] },
);

const validTeam = fc.record(
  {
    format: fc.constantFrom(...FORMAT_IDS),
    ruleset: fc.constantFrom(...RULESETS),
    decks: fc.tuple(validDeck, validDeck),
  },
  { requiredKeys: ["format", "decks"] },
);

// A Limited team with a pool and allowed cards in any shape: pasted, hostile, or not text at all.
const poolText = fc.oneof(pastedList, anyString(300), fc.jsonValue());
const limitedTeam = fc.record(
  { format: fc.constant("limited"), decks: fc.tuple(validDeck, validDeck), pool: poolText, allowed: poolText },
  { requiredKeys: ["format", "decks"] },
);

const anyTeam = fc.record(
  {
    format: fc.oneof(fc.constantFrom(...FORMAT_IDS), anyString(20), fc.jsonValue()),
    ruleset: fc.oneof(fc.constantFrom(...RULESETS), anyString(20), fc.jsonValue()),
    decks: fc.oneof(fc.array(fc.oneof(validDeck, fc.jsonValue()), { maxLength: 4 }), fc.jsonValue()),
    pool: poolText,
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  { weight: 5, arbitrary: validTeam.map((value) => JSON.stringify(value)) },
  { weight: 3, arbitrary: limitedTeam.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: anyTeam.map((value) => JSON.stringify(value)) },
  {
    weight: 2,
    arbitrary: mutated(
      validTeam.map((value) => JSON.stringify(value)),
      3,
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: anyString(300) },
);

describe("POST /api/validate on random bodies", () => {
  it("answers every body with a report (200) or a documented error (400, 413), never an exception", async () => {
    const source = await rulesCardSource();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await handleValidateRequest(
          new Request("http://127.0.0.1/api/validate", { method: "POST", body: text }),
          { cardSource: async () => source },
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer: unknown = await response.json();
        const ok =
          response.status === 200
            ? typeof answer === "object" && answer !== null && "legal" in answer && "decks" in answer
            : [400, 413].includes(response.status) &&
              typeof answer === "object" &&
              answer !== null &&
              "error" in answer &&
              typeof (answer as { error: { message?: unknown } }).error.message === "string";
        if (!ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      }),
      { numRuns: 300 },
    );
    // The bodies must reach the checker, not only the input validation.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(30);
  });
});
