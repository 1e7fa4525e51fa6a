// The hand-kept ban log (lib/legality/ban-log/): its shape, its order, and every card it names a real card.
import { describe, expect, it } from "vitest";
import { BAN_LOG } from "@/lib/legality/ban-log/log";
import { banLogSchema } from "@/lib/legality/ban-log/schema";
import { EVENT_DATE_FROM } from "@/lib/input/event-date";
import { allSharedCards } from "../../support/shared-cards";
import { printedNameRows } from "../../support/localized-cards";

/**
 * Cards the log names that the shared corpus (a subset of Scryfall's cards: ../shared/scryfall/README.md)
 * does not hold, so their spelling is checked by hand against the announcement. The test below fails
 * when the corpus gains one, so the list only shrinks.
 */
const NOT_IN_CORPUS = [
  "Abuelo's Awakening",
  "Amped Raptor",
  "Cori-Steel Cutter",
  "Expressive Iteration",
  "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
  "Fury",
  "Geological Appraiser",
  "Grief",
  "Heartfire Hero",
  "Invoke Despair",
  "Jegantha, the Wellspring",
  "Jeweled Lotus",
  "Lutri, the Spellchaser",
  "Monstrous Rage",
  "Nadu, Winged Wisdom",
  "Psychic Frog",
  "Reckoner Bankbuster",
  "Screaming Nemesis",
  "Sowing Mycospawn",
  "This Town Ain't Big Enough",
  "Vexing Bauble",
  "White Plume Adventurer",
];

const named = [...new Set(BAN_LOG.announcements.flatMap((each) => each.changes.map((change) => change.card)))];

describe("the ban log", () => {
  it("is what its schema says", () => {
    expect(banLogSchema.parse(BAN_LOG)).toEqual(BAN_LOG);
  });

  it("begins where a check's eventDate may begin", () => {
    expect(BAN_LOG.coverage.from).toBe(EVENT_DATE_FROM);
  });

  it("is in order: announcements and rotations by date, each effective on or after its announcement, all in coverage", () => {
    const effective = BAN_LOG.announcements.map((each) => each.effective);
    expect(effective).toEqual([...effective].sort());
    const announced = BAN_LOG.announcements.map((each) => each.announced);
    expect(announced).toEqual([...announced].sort());
    for (const each of BAN_LOG.announcements) {
      expect(each.effective >= each.announced).toBe(true);
      expect(each.announced >= BAN_LOG.coverage.from).toBe(true);
    }
    const left = BAN_LOG.rotations.map((each) => each.left);
    expect(left).toEqual([...left].sort());
  });

  it("changes each card's status from what the last change left it", () => {
    const status = new Map<string, string>();
    for (const { changes } of BAN_LOG.announcements)
      for (const change of changes) {
        const key = `${change.format}\u0000${change.card}`;
        if (status.has(key)) expect([key, change.before]).toEqual([key, status.get(key)]);
        expect(change.before).not.toBe(change.after);
        status.set(key, change.after);
      }
  });

  it("names real cards: each is in the shared corpus, or listed as not in it", () => {
    const corpus = new Set([...allSharedCards().map((card) => card.name), ...printedNameRows().map((row) => row.name)]);
    expect(named.filter((name) => !corpus.has(name) && !NOT_IN_CORPUS.includes(name))).toEqual([]);
    expect(NOT_IN_CORPUS.filter((name) => corpus.has(name))).toEqual([]);
    expect(NOT_IN_CORPUS.filter((name) => !named.includes(name))).toEqual([]);
  });

  it("cites each announcement and where it was confirmed", () => {
    for (const each of BAN_LOG.announcements) {
      expect(each.url).toMatch(/^https:\/\/magic\.wizards\.com\/en\/news\/announcements\//);
      expect(each.confirmedBy.length).toBeGreaterThan(0);
    }
  });
});
