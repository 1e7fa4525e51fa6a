import { describe, expect, it } from "vitest";
import { readNote } from "@/lib/decklist/notes";

describe("readNote", () => {
  it.each([
    "NAME:Humans",
    "NAME: Humans",
    "AUTHOR:someone",
    "//NAME: Affinity from deckstats.net",
    "// NAME : WW Human",
    "// CREATOR : someone",
    "# name Jodah Storm",
    "# info tappedout.net/mtg-decks/jodah-storm/",
    "Name=Starter Commander - Black",
    "Deck Type=constructed",
    "LAYOUT MAIN:(1,5)(CMC,false,50)|([CON:141])",
    "LAYOUT SIDEBOARD:(1,2)(NONE,false,50)|([5DN:3])",
    "Total: 60",
    "60 cards",
    "15 Cards",
  ])('reads "%s" as metadata', (line) => {
    expect(readNote(line)).toBe("metadata");
  });

  it.each(["// Burn", "//4 Thing in the Ice", "# sideboard plan", "#", "//", "// Deck file for Magic Workstation"])(
    'reads "%s" as a comment',
    (line) => {
      expect(readNote(line)).toBe("comment");
    },
  );

  it.each([
    "4 Lightning Bolt",
    "4 Name: Humans",
    "60 Cards of Doom",
    "Name Death & Taxes",
    "Summon: Choco/Mog",
    "Circle of Protection: Red",
    "1 +2 Mace",
  ])('reads "%s" as neither', (line) => {
    expect(readNote(line)).toBeNull();
  });
});
