import { describe, expect, it } from "vitest";
import { commanderTextOf } from "@/lib/cards/commander-text";
import { commanderFault } from "@/lib/legality/commander-choice";
import { makeCard } from "../../support/make-card";

// The shared corpus holds no card with friends forever or a Partner—group ability (newer sets): these
// test cards carry those keyword lines, with Scryfall's reminder text, read by the real text reader.
const legendary = (name: string, text: string) =>
  makeCard({ name, faces: [{ name, typeLine: "Legendary Creature — Human" }], commander: commanderTextOf([text]) });

describe("pairings the corpus has no card for", () => {
  it("friends forever pairs with friends forever, not with partner", () => {
    const bjorna = legendary(
      "Bjorna, Nightfall Alchemist",
      "Friends forever (You can have two commanders if both have friends forever.)",
    );
    const other = legendary(
      "Cecily, Haunted Mage",
      "Friends forever (You can have two commanders if both have friends forever.)",
    );
    const partner = legendary(
      "Kediss, Emberclaw Familiar",
      "Partner (You can have two commanders if both have partner.)",
    );
    expect(commanderFault([bjorna, other])).toBeNull();
    expect(commanderFault([bjorna, partner])).toBe("not-a-pair");
  });

  it("Partner—group pairs only within its group", () => {
    const cecil = legendary(
      "Cecil, Dark Knight",
      "Partner—Character select (You can have two commanders if both have this ability.)",
    );
    const tifa = legendary("Tifa Lockhart", "Partner—Character select");
    const father = legendary("Gandalf", "Partner—Father & son");
    expect(commanderFault([cecil, tifa])).toBeNull();
    expect(commanderFault([cecil, father])).toBe("not-a-pair");
  });
});
