import type { Card } from "@/lib/cards/card";

/** A Card with deterministic defaults, for tests that need a card the real data does not have. */
export function makeCard(overrides: Partial<Card> & Pick<Card, "name">): Card {
  const faces = overrides.faces ?? [{ name: overrides.name, typeLine: "Creature — Test" }];
  return {
    oracleId: `oracle-${overrides.name}`,
    layout: "normal",
    otherNames: [],
    legalities: { modern: "legal" },
    ownCopyLimit: null,
    colorIdentity: "",
    gameChanger: false,
    commander: null,
    imageUrl: null,
    scryfallUrl: null,
    ...overrides,
    faces,
  };
}
