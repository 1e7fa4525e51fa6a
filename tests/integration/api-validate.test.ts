// POST /api/validate through the real route module, on bulk card data: ../shared/scryfall when it is
// beside the checkout (about 21,000 real Scryfall cards), else the small committed fixture.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { MKM_DECKS, MKM_POOL } from "../fixtures/pools/mkm-sealed";
import { SHARED_CARDS_DIR, hasSharedCorpus } from "../support/shared-corpus.mjs";

const FIXTURE = path.resolve(__dirname, "../fixtures/cards/rules-cards.json");

let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  process.env.CARD_DATA = hasSharedCorpus ? SHARED_CARDS_DIR : FIXTURE;
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
const bob = ["Deck", "4 Thoughtseize", "2 Fire // Ice (MH2) 290", "54 Swamp", "", "Sideboard", "1 Fatal Push"].join(
  "\n",
);

describe("POST /api/validate", () => {
  it("answers the report docs/api.md shows for an illegal team", async () => {
    const response = await post({
      format: "modern",
      decks: [
        { name: "Alice", list: alice },
        { name: "Bob", list: bob },
      ],
    });
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
    expect(report.cards).toContainEqual(
      expect.objectContaining({ name: "Island", quantities: [50, 0], limit: null, status: "ok" }),
    );
    expect(report.problems).toEqual([
      expect.objectContaining({
        code: "sideboard-not-allowed",
        decks: [1],
        lines: [[7]],
        card: "Fatal Push",
        rule: "MTR 9.5",
      }),
      expect.objectContaining({
        code: "team-shared-card",
        card: "Fire // Ice",
        decks: [0, 1],
        lines: [[3], [3]],
        suggestions: [],
      }),
    ]);
    expect(Date.parse(report.checkedAt)).not.toBeNaN();
    expect(report.share).toMatch(/^\/check\?d=2\.[A-Za-z0-9_-]+$/);
  });

  it("reports a legal team, and an unknown card with suggestions", async () => {
    const legal = await (
      await post({
        format: "modern",
        decks: [
          { list: alice.replace("2 Fire/Ice", "2 Opt") },
          { list: bob.replace(/\n\nSideboard\n1 Fatal Push/, "") },
        ],
      })
    ).json();
    expect(legal.problems).toEqual([]);
    expect(legal.legal).toBe(true);
    expect(legal.decks.map((deck: { name: string }) => deck.name)).toEqual(["Player 1", "Player 2"]);

    const typo = await (await post({ format: "modern", decks: [{ list: "4 Lightnig Bolt" }, { list: "" }] })).json();
    expect(typo.problems).toContainEqual(
      expect.objectContaining({
        code: "unknown-card",
        card: "Lightnig Bolt",
        suggestions: expect.arrayContaining(["Lightning Bolt"]),
      }),
    );
  });

  it("answers 400 naming the field for bad input, and lists the valid formats", async () => {
    const unknownFormat = await post({ format: "2hg", decks: [{ list: "" }, { list: "" }] });
    expect(unknownFormat.status).toBe(400);
    const body = await unknownFormat.json();
    expect(body.error.code).toBe("bad-request");
    expect(body.error.message).toMatch(
      /^format: unknown format; valid formats are: standard, pioneer, modern, legacy, vintage, limited/,
    );

    const oneDeck = await (await post({ format: "modern", decks: [{ list: "" }] })).json();
    expect(oneDeck.error.message).toContain("decks: a Two-Headed Giant team has 2 to 4 decks");

    const notJson = await post("{ nope");
    expect(notJson.status).toBe(400);

    const quantity = await (await post({ format: "modern", decks: [{ list: "1000 Island" }, { list: "" }] })).json();
    expect(quantity.error.message).toContain("decks.0.list: line 1");
  });
});

describe("POST /api/validate: a 2HG Sealed team with its pool (MTR 7.2, 9.6)", () => {
  const sealed = (decks: [string, string], extra: object = {}) => ({
    format: "limited",
    decks: [
      { name: "Alice", list: decks[0] },
      { name: "Bob", list: decks[1] },
    ],
    pool: MKM_POOL,
    ...extra,
  });

  it.runIf(hasSharedCorpus)(
    "passes two Murders at Karlov Manor decks built from the team's 90-card Arena pool, and answers the shared sideboard",
    async () => {
      const response = await post(sealed(MKM_DECKS));
      expect(response.status).toBe(200);
      const report = await response.json();
      expect(report.problems).toEqual([]);
      expect(report.legal).toBe(true);
      expect(report.decks.map((deck: { mainCount: number }) => deck.mainCount)).toEqual([40, 40]);
      expect(report.pool.cards).toBe(90);
      expect(report.pool.sideboard.reduce((sum: number, entry: { quantity: number }) => sum + entry.quantity, 0)).toBe(
        44,
      );
      expect(report.pool.sideboard).toContainEqual(
        expect.objectContaining({ name: "Undercover Crocodelf", quantity: 4, layout: "normal" }),
      );
      expect(report.share.length).toBeLessThan(8000);
    },
  );

  it.runIf(hasSharedCorpus)(
    "fails a card over the pool across both decks and a card the pool lacks; a pool typo is located in the pool",
    async () => {
      const alice = MKM_DECKS[0].replace("9 Plains (MKM) 272", "8 Plains (MKM) 272\n1 Innocent Bystander (MKM) 133");
      const bob = MKM_DECKS[1].replace("9 Swamp", "8 Swamp\n1 Snow-Covered Swamp");
      const pool = MKM_POOL.replace("2 Nervous Gardener (MKM) 169", "2 Nervus Gardener");
      const report = await (await post(sealed([alice, bob], { pool }))).json();
      expect(report.problems).toEqual([
        expect.objectContaining({
          code: "unknown-card",
          card: "Nervus Gardener",
          decks: [],
          lines: [],
          poolLines: [48],
          suggestions: expect.arrayContaining(["Nervous Gardener"]),
        }),
        expect.objectContaining({
          code: "not-in-pool",
          card: "Innocent Bystander",
          decks: [0, 1],
          lines: [[22], [18]],
          poolLines: [43],
        }),
        expect.objectContaining({ code: "not-in-pool", card: "Snow-Covered Swamp", decks: [1], poolLines: [] }),
      ]);
      expect(report.problems[1].message).toBe(
        "Alice plays 1 and Bob plays 3 Innocent Bystander; the pool has 3: that is 1 copy more than the team has.",
      );
      // The team table's limit is the pool's copies: 0 for a card it lacks, none for the five basics added freely.
      const limitOf = (name: string) => report.cards.find((row: { name: string }) => row.name === name)?.limit;
      expect([
        limitOf("Innocent Bystander"),
        limitOf("Snow-Covered Swamp"),
        limitOf("Plains"),
        limitOf("Benthic Criminologists"),
      ]).toEqual([3, 0, null, 3]);
      expect(report.cards.every((row: { oneDeck: boolean }) => row.oneDeck === false)).toBe(true);
    },
  );

  it("checks names and sizes only without a pool, and refuses a pool outside Limited, naming it", async () => {
    const noPool = await (
      await post({ format: "limited", decks: [{ list: "40 Island" }, { list: "40 Swamp" }] })
    ).json();
    expect(noPool).toMatchObject({
      legal: true,
      problems: [{ code: "no-pool", severity: "warning", params: { format: "limited" } }],
      pool: null,
    });
    const modern = await post({ format: "modern", decks: [{ list: alice }, { list: bob }], pool: "4 Lightning Bolt" });
    expect(modern.status).toBe(400);
    expect((await modern.json()).error).toEqual({
      code: "bad-request",
      message: "pool: the pool is read only with format limited (Sealed or Draft), not Modern",
    });
  });
});
