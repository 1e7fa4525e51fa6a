import { describe, expect, it } from "vitest";
import { commanderTextOf } from "@/lib/cards/commander-text";
import { toCard } from "@/lib/cards/scryfall-card";
import { anySharedCard } from "../../support/shared-cards";

const commanderOf = (name: string) => toCard(anySharedCard(name)).commander;

describe("what a card's text says about being a commander", () => {
  it.each([
    { name: "Tymna the Weaver", canBeCommander: false, pairings: [{ kind: "partner" }] },
    {
      name: "Pir, Imaginative Rascal",
      canBeCommander: false,
      pairings: [{ kind: "partner-with", name: "Toothy, Imaginary Friend" }],
    },
    { name: "Karlach, Fury of Avernus", canBeCommander: false, pairings: [{ kind: "choose-a-background" }] },
    { name: "Rose Tyler", canBeCommander: false, pairings: [{ kind: "doctors-companion" }] },
    {
      name: "Amy Pond",
      canBeCommander: false,
      pairings: [{ kind: "partner-with", name: "Rory Williams" }, { kind: "doctors-companion" }],
    },
    { name: "Daretti, Scrap Savant", canBeCommander: true, pairings: [] },
    { name: "Will Kenrith", canBeCommander: true, pairings: [{ kind: "partner-with", name: "Rowan Kenrith" }] },
    { name: "Jeska, Thrice Reborn", canBeCommander: true, pairings: [{ kind: "partner" }] },
  ])("$name", ({ name, canBeCommander, pairings }) => {
    expect(commanderOf(name)).toEqual({ canBeCommander, pairings });
  });

  it("reads that Grist, the Hunger Tide is a creature card everywhere but the battlefield (CR 903.3)", () => {
    expect(commanderOf("Grist, the Hunger Tide")).toEqual({
      canBeCommander: false,
      pairings: [],
      creatureOffBattlefield: true,
    });
    expect(
      commanderTextOf([
        "As long as Grist, the Hunger Tide isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.",
      ]),
    ).toEqual({ canBeCommander: false, pairings: [], creatureOffBattlefield: true });
    expect(
      commanderTextOf(["As long as this isn't on the battlefield, it's an artifact in addition to its other types."]),
    ).toBeNull();
  });

  it("is nothing for a card that only mentions partners or commanders in passing", () => {
    expect(commanderOf("Lightning Bolt")).toBeNull();
    expect(commanderOf("The Tenth Doctor")).toBeNull();
    expect(commanderOf("Command Tower")).toBeNull();
  });

  it("reads keywords in a comma list, the Partner—group form and Friends forever, with or without reminder text", () => {
    expect(commanderTextOf(["Flying, partner"])).toEqual({ canBeCommander: false, pairings: [{ kind: "partner" }] });
    expect(
      commanderTextOf(["Partner—Character select (You can have two commanders if both have this ability.)"]),
    ).toEqual({
      canBeCommander: false,
      pairings: [{ kind: "partner-group", group: "Character select" }],
    });
    expect(commanderTextOf(["Friends forever (You can have two commanders if both have friends forever.)"])).toEqual({
      canBeCommander: false,
      pairings: [{ kind: "friends-forever" }],
    });
    expect(commanderTextOf(["Whenever another creature you control with partner dies, draw a card."])).toBeNull();
  });

  it("keeps Scryfall's colour identity in WUBRG order and its Game Changer mark", () => {
    expect(toCard(anySharedCard("Tymna the Weaver")).colorIdentity).toBe("WB");
    expect(toCard(anySharedCard("Thrasios, Triton Hero")).colorIdentity).toBe("UG");
    expect(toCard(anySharedCard("Sol Ring")).colorIdentity).toBe("");
    expect(toCard(anySharedCard("Rhystic Study")).gameChanger).toBe(true);
    expect(toCard(anySharedCard("Counterspell")).gameChanger).toBe(false);
  });
});
