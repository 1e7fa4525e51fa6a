import { describe, expect, it } from "vitest";
import { readSectionHeader } from "@/lib/decklist/sections";

describe("readSectionHeader", () => {
  it.each([
    "Sideboard",
    "Sideboard:",
    "SIDEBOARD:",
    "sideboard",
    "Sideboard (15)",
    "SideBoard: 2 cards",
    "Sideboard 15 cards",
    "//Sideboard",
    "// Sideboard",
    "# Sideboard",
    "[Sideboard]",
    "[sideboard]",
    "## Sideboard (15)",
    "**Sideboard**",
    "Side Board",
    "SB:",
  ])('reads "%s" as the sideboard', (line) => {
    expect(readSectionHeader(line)).toEqual({ kind: "zone", zone: "sideboard" });
  });

  it.each([
    ["Deck", "main"],
    ["Main", "main"],
    ["Mainboard", "main"],
    ["Main Deck", "main"],
    ["[Main]", "main"],
    ["//Main", "main"],
    ["## Mainboard (86)", "main"],
    ["Decklist", "main"],
    ["Commander", "commander"],
    ["Commander (1)", "commander"],
    ["[Commander]", "commander"],
    ["COMMANDER:", "commander"],
    ["Companion", "companion"],
    ["Companion:", "companion"],
  ])('reads "%s" as %s', (line, zone) => {
    expect(readSectionHeader(line)).toEqual({ kind: "zone", zone });
  });

  it.each([
    ["Maybeboard", "Maybeboard"],
    ["//Maybeboard", "Maybeboard"],
    ["MAYBEBOARD:", "Maybeboard"],
    ["Maybeboard (12)", "Maybeboard"],
    ["CONSIDERING:", "Considering"],
    ["Tokens", "Tokens"],
    ["[Planes]", "Planes"],
    ["[Schemes]", "Schemes"],
    ["[Conspiracy]", "Conspiracy"],
    ["[conspiracies]", "Conspiracy"],
    ["[Dungeon]", "Dungeon"],
    ["[Avatar]", "Avatar"],
    ["Attractions (10)", "Attractions"],
  ])('reads "%s" as the ignored %s section', (line, label) => {
    expect(readSectionHeader(line)).toEqual({ kind: "ignored", label });
  });

  it.each([
    ["Creatures (8)", "Creatures"],
    ["Land (40)", "Land"],
    ["### Instant (14)", "Instant"],
    ["Instant", "Instant"],
    ["Sorceries:", "Sorceries"],
    ["//Land", "Land"],
    ["// Creatures", "Creatures"],
    ["Instants & Sorceries (9)", "Instants & Sorceries"],
    ["Card Advantage (8)", "Card Advantage"],
    ["Ramp (10)", "Ramp"],
  ])('reads "%s" as the group %s', (line, label) => {
    expect(readSectionHeader(line)).toEqual({ kind: "group", label });
  });

  it.each([
    ["Payoffs/Anthems (4)", "Payoffs/Anthems"],
    ["Mana Drain (1)", "Mana Drain"],
  ])('reads "%s" as the group %s, or a card with its count', (line, label) => {
    expect(readSectionHeader(line)).toEqual({ kind: "group", label, couldBeCard: true });
  });

  it.each([
    ["Creatures (12)", "Creatures"],
    ["## Ramp (10)", "Ramp"],
    ["[Ramp (10)]", "Ramp"],
    ["Ramp (10):", "Ramp"],
  ])('reads "%s" as the group %s only', (line, label) => {
    expect(readSectionHeader(line)).toStrictEqual({ kind: "group", label });
  });

  it("reads Arena's About and Forge's [metadata] as metadata blocks", () => {
    expect(readSectionHeader("About")).toEqual({ kind: "metadata", endsAtBlankLine: true });
    expect(readSectionHeader("[metadata]")).toEqual({ kind: "metadata", endsAtBlankLine: false });
    expect(readSectionHeader("[general]")).toEqual({ kind: "metadata", endsAtBlankLine: false });
  });

  it.each([
    "Commander's Sphere",
    "Commander Greven il-Vec",
    "Deckhand",
    "Sideboard Duress",
    "1 Sideboard",
    "4 Lightning Bolt",
    "Lightning Bolt",
    "General",
    "General Tazri",
    "Maybe Later",
    "Creatures of the Night",
    "[M14] Mutavault",
    "//NAME: Affinity",
    "# name Jodah",
    "Sideboard: 1 Pyroblast",
    "4 Forest (12)",
    "8 Creatures (8)",
    "Conspiracy",
  ])('reads "%s" as no header', (line) => {
    expect(readSectionHeader(line)).toBeNull();
  });
});
