// POST /api/validate through the real route module, on bulk card data: ../shared/scryfall when it is
// beside the checkout (about 21,000 real Scryfall cards), else the small committed fixture.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const SHARED = path.resolve(__dirname, "../../../shared/scryfall");
const FIXTURE = path.resolve(__dirname, "../fixtures/cards/rules-cards.json");

let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  if (existsSync(SHARED)) {
    process.env.CARD_DATA = SHARED;
  } else {
    console.warn(`api-validate: ${SHARED} is absent; using ${FIXTURE}`);
    process.env.CARD_DATA = FIXTURE;
  }
  ({ POST } = await import("@/app/api/validate/route"));
});

function post(body: unknown): Promise<Response> {
  return POST(
    new Request("http://127.0.0.1/api/validate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const alice = ["4 Lightning Bolt", "4 Counterspell", "2 Fire/Ice", "50 Island"].join("\n");
const bob = ["Deck", "4 Thoughtseize", "2 Fire // Ice (MH2) 290", "54 Swamp", "", "Sideboard", "1 Fatal Push"].join("\n");

describe("POST /api/validate", () => {
  it("answers the DESIGN §3 report for an illegal team", async () => {
    const response = await post({ format: "modern", decks: [{ name: "Alice", list: alice }, { name: "Bob", list: bob }] });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report).toMatchObject({
      legal: false,
      format: "modern",
      ruleset: "tournament",
      alternate: { ruleset: "classic", legal: false },
      cardData: { source: "bulk" },
      decks: [
        { name: "Alice", mainCount: 60, sideboardCount: 0, sideboard: [], commander: [], companion: [] },
        { name: "Bob", mainCount: 60, sideboardCount: 1 },
      ],
    });
    expect(report.decks[0].main).toContainEqual({ name: "Fire // Ice", quantity: 2, lines: [3] });
    expect(report.cards).toContainEqual(
      expect.objectContaining({ name: "Fire // Ice", quantities: [2, 2], total: 4, limit: 4, status: "error" }),
    );
    expect(report.cards).toContainEqual(expect.objectContaining({ name: "Island", quantities: [50, 0], limit: null, status: "ok" }));
    expect(report.problems).toEqual([
      expect.objectContaining({ code: "sideboard-not-allowed", decks: [1], lines: [[7]], card: "Fatal Push", rule: "MTR 9.5" }),
      expect.objectContaining({ code: "team-shared-card", card: "Fire // Ice", decks: [0, 1], lines: [[3], [3]], suggestions: [] }),
    ]);
    expect(Date.parse(report.checkedAt)).not.toBeNaN();
    expect(report.share).toMatch(/^\/check\?d=2\.[A-Za-z0-9_-]+$/);
  });

  it("reports a legal team, and an unknown card with suggestions", async () => {
    const legal = await (await post({ format: "modern", decks: [{ list: alice.replace("2 Fire/Ice", "2 Opt") }, { list: bob.replace(/\n\nSideboard\n1 Fatal Push/, "") }] })).json();
    expect(legal.problems).toEqual([]);
    expect(legal.legal).toBe(true);
    expect(legal.decks.map((deck: { name: string }) => deck.name)).toEqual(["Player 1", "Player 2"]);

    const typo = await (await post({ format: "modern", decks: [{ list: "4 Lightnig Bolt" }, { list: "" }] })).json();
    expect(typo.problems).toContainEqual(
      expect.objectContaining({ code: "unknown-card", card: "Lightnig Bolt", suggestions: expect.arrayContaining(["Lightning Bolt"]) }),
    );
  });

  it("answers 400 naming the field for bad input, and lists the valid formats", async () => {
    const unknownFormat = await post({ format: "2hg", decks: [{ list: "" }, { list: "" }] });
    expect(unknownFormat.status).toBe(400);
    const body = await unknownFormat.json();
    expect(body.error.code).toBe("bad-request");
    expect(body.error.message).toMatch(/^format: unknown format; valid formats are: standard, pioneer, modern, legacy, vintage, limited/);

    const oneDeck = await (await post({ format: "modern", decks: [{ list: "" }] })).json();
    expect(oneDeck.error.message).toContain("decks: a Two-Headed Giant team is exactly two decks");

    const notJson = await post("{ nope");
    expect(notJson.status).toBe(400);

    const quantity = await (await post({ format: "modern", decks: [{ list: "1000 Island" }, { list: "" }] })).json();
    expect(quantity.error.message).toContain("decks.0.list: line 1");
  });
});
