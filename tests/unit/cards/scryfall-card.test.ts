// readScryfallCard is scryfallCardSchema's checks written by hand for the bulk load: it must accept
// exactly what the schema accepts, and toCard must make the same Card from either.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readScryfallCard, scryfallCardSchema, toCard } from "@/lib/cards/scryfall-card";
import { allSharedCards, sharedCard } from "../../support/shared-cards";

/** Both checks' verdicts on `value`, and the Card each makes. */
function bothWays(value: unknown) {
  const byZod = scryfallCardSchema.safeParse(value);
  const byHand = readScryfallCard(value);
  return {
    zod: byZod.success ? toCard(byZod.data) : null,
    hand: byHand ? toCard(byHand) : null,
  };
}

describe("readScryfallCard agrees with scryfallCardSchema", () => {
  it("on every real card object of the shared corpus, and makes the same Card", () => {
    for (const card of allSharedCards()) {
      const { zod, hand } = bothWays(card);
      expect(zod).not.toBeNull();
      expect(hand).toEqual(zod);
    }
  });

  const fireIce = sharedCard("Fire // Ice");
  const face = (fireIce.card_faces as Record<string, unknown>[])[0];
  it.each([
    ["no name", { ...fireIce, name: undefined }],
    ["a numeric name", { ...fireIce, name: 7 }],
    ["another object kind", { ...fireIce, object: "token" }],
    ["a null oracle_id", { ...fireIce, oracle_id: null }],
    ["a numeric layout", { ...fireIce, layout: 5 }],
    ["card_faces that is not a list", { ...fireIce, card_faces: {} }],
    ["a face with no name", { ...fireIce, card_faces: [{ ...face, name: undefined }] }],
    ["a face's numeric type line", { ...fireIce, card_faces: [{ ...face, type_line: 1 }] }],
    ["legalities as a list", { ...fireIce, legalities: ["legal"] }],
    ["a numeric legality", { ...fireIce, legalities: { modern: 1 } }],
    ["image_uris as a string", { ...fireIce, image_uris: "https://example.test" }],
    ["a numeric image URL", { ...fireIce, image_uris: { normal: 1 } }],
    ["a null scryfall_uri", { ...fireIce, scryfall_uri: null }],
    ["a list", [fireIce]],
    ["null", null],
  ])("both refuse %s", (_, value) => {
    expect(bothWays(value)).toEqual({ zod: null, hand: null });
  });

  it("on generated objects shaped roughly like cards", () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const stringOr = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof(fc.string(), arbitrary);
    const imageUris = fc.oneof(
      anyValue,
      fc.record({ normal: stringOr(anyValue), large: stringOr(anyValue) }, { requiredKeys: [] }),
    );
    const cardFace = fc.oneof(
      anyValue,
      fc.record(
        {
          name: stringOr(anyValue),
          type_line: stringOr(anyValue),
          oracle_text: stringOr(anyValue),
          image_uris: imageUris,
        },
        { requiredKeys: [] },
      ),
    );
    const card = fc.record(
      {
        object: fc.oneof(fc.constant("card"), anyValue),
        name: stringOr(anyValue),
        oracle_id: stringOr(anyValue),
        layout: stringOr(anyValue),
        type_line: stringOr(anyValue),
        oracle_text: stringOr(anyValue),
        flavor_name: stringOr(anyValue),
        card_faces: fc.oneof(anyValue, fc.array(cardFace, { maxLength: 3 })),
        legalities: fc.oneof(
          anyValue,
          fc.dictionary(fc.string(), fc.oneof(fc.constantFrom("legal", "banned", "not_legal", "restricted"), anyValue)),
        ),
        image_uris: imageUris,
        scryfall_uri: stringOr(anyValue),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(card, (value) => {
        const { zod, hand } = bothWays(value);
        expect(hand).toEqual(zod);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("toCard", () => {
  it("keeps the four legalities Scryfall documents and drops any other value", () => {
    const card = toCard({
      name: "Opt",
      legalities: { modern: "legal", vintage: "restricted", legacy: "banned", standard: "not_legal", future: "soon" },
    });
    expect(card.legalities).toEqual({
      modern: "legal",
      vintage: "restricted",
      legacy: "banned",
      standard: "not_legal",
    });
  });

  it("reads what the Oracle text says about copies in a deck, and keeps the text on its face for the preview", () => {
    const card = toCard(sharedCard("Slime Against Humanity"));
    expect(card.ownCopyLimit).toBe("any");
    expect(card.faces[0]?.oracleText).toMatch(
      /^Create a 0\/0 green Ooze creature token with trample\.[\s\S]*\nA deck can have any number of cards named Slime Against Humanity\.$/,
    );
  });

  it("keeps each face's own Oracle text on a split and a double-faced card", () => {
    expect(toCard(sharedCard("Fire // Ice")).faces.map((face) => face.oracleText)).toEqual([
      "Fire deals 2 damage divided as you choose among one or two targets.",
      "Tap target permanent.\nDraw a card.",
    ]);
    const researcher = toCard(sharedCard("Aberrant Researcher // Perfected Form"));
    expect(researcher.faces.map((face) => face.oracleText?.split("\n")[0])).toEqual(["Flying", "Flying"]);
  });
});
