// Legal on the event's date (docs/rules.md, Legal on a date), with the shared corpus's real cards: their
// legalities are Scryfall's of 2026, and the ban log undoes what came after the event.
import { describe, expect, it } from "vitest";
import type { ProblemCode } from "@/lib/legality/problem";
import { comingChange, eventDay } from "@/lib/legality/on-date";
import type { BanLog } from "@/lib/legality/ban-log/schema";
import type { TeamInput } from "@/lib/input/team-input";
import { readTeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { toCard, type ScryfallCardFields } from "@/lib/cards/scryfall-card";
import { checkShared, sharedCardSource } from "../../support/shared-source";
import { anySharedCard } from "../../support/shared-cards";

/** A deck of sixty with four of `card`: the rest basic lands of the format's colors. */
const withFour = (card: string, land: string) => `4 ${card}\n56 ${land}`;

function team(format: string, card: string, land: string, eventDate?: string): TeamInput {
  return {
    format,
    ...(eventDate !== undefined && { eventDate }),
    decks: [
      { name: "Alice", list: withFour(card, land) },
      { name: "Bob", list: "60 Island" },
    ],
  };
}

const codesFor = (report: TeamReport, card: string): ProblemCode[] =>
  report.problems.filter((problem) => problem.card === card).map((problem) => problem.code);

const problemOf = (report: TeamReport, card: string, code: ProblemCode) =>
  report.problems.find((problem) => problem.card === card && problem.code === code);

describe("a ban is in force from its effective date", () => {
  it("Underworld Breach is legal in Modern on 30 March 2025 and banned on 1 April, since 31 March", async () => {
    const before = await checkShared(team("modern", "Underworld Breach", "Mountain", "2025-03-30"));
    expect(codesFor(before, "Underworld Breach")).toEqual([]);
    expect(before.eventDate).toBe("2025-03-30");
    expect(before.eventDateGiven).toBe(true);

    const after = await checkShared(team("modern", "Underworld Breach", "Mountain", "2025-04-01"));
    expect(codesFor(after, "Underworld Breach")).toEqual(["banned"]);
    expect(problemOf(after, "Underworld Breach", "banned")?.params).toMatchObject({ since: "2025-03-31" });
  });

  it("Vivi Ornitier is legal in Standard on 9 November 2025, banned on 11 November, not yet released on 1 June", async () => {
    const legal = await checkShared(team("standard", "Vivi Ornitier", "Mountain", "2025-11-09"));
    expect(codesFor(legal, "Vivi Ornitier")).toEqual([]);

    const banned = await checkShared(team("standard", "Vivi Ornitier", "Mountain", "2025-11-11"));
    expect(codesFor(banned, "Vivi Ornitier")).toEqual(["banned"]);
    expect(problemOf(banned, "Vivi Ornitier", "banned")?.params).toMatchObject({ since: "2025-11-10" });

    const early = await checkShared(team("standard", "Vivi Ornitier", "Mountain", "2025-06-01"));
    expect(codesFor(early, "Vivi Ornitier")).toEqual(["not-yet-released"]);
    const problem = problemOf(early, "Vivi Ornitier", "not-yet-released");
    expect(problem?.severity).toBe("error");
    expect(problem?.params).toMatchObject({ releasedAt: "2025-06-13", prerelease: false });
    expect(early.legal).toBe(false);
  });

  it("Entomb is legal in Legacy on 1 November 2025 and banned today, when no date is given", async () => {
    const then = await checkShared(team("legacy", "Entomb", "Swamp", "2025-11-01"));
    expect(codesFor(then, "Entomb")).toEqual([]);

    const today = await checkShared(team("legacy", "Entomb", "Swamp"));
    expect(codesFor(today, "Entomb")).toEqual(["banned"]);
    expect(problemOf(today, "Entomb", "banned")?.params).toMatchObject({ since: "2025-11-10" });
    // checkShared's clock reads 25 November 2026: a check without a date answers for that day, and says so.
    expect(today.eventDate).toBe("2026-11-25");
    expect(today.eventDateGiven).toBe(false);
  });

  it("keeps a ban the log does not date without `since` (Oko, banned in Modern since 2020)", async () => {
    const report = await checkShared(team("modern", "Oko, Thief of Crowns", "Forest", "2025-01-01"));
    const banned = problemOf(report, "Oko, Thief of Crowns", "banned");
    expect(banned).toBeDefined();
    expect(banned?.params).not.toHaveProperty("since");
  });
});

describe("Standard's rotation", () => {
  it("Sheoldred, the Apocalypse (Dominaria United) is legal in Standard until the set left on 1 August 2025", async () => {
    const before = await checkShared(team("standard", "Sheoldred, the Apocalypse", "Swamp", "2025-07-31"));
    expect(codesFor(before, "Sheoldred, the Apocalypse")).toEqual([]);
    const after = await checkShared(team("standard", "Sheoldred, the Apocalypse", "Swamp", "2025-08-01"));
    expect(codesFor(after, "Sheoldred, the Apocalypse")).toEqual(["not-legal"]);
  });

  it("a reprint's date is not taken for the card's first release (oracle_cards' Opt is a 2025 reprint)", async () => {
    const source = await sharedCardSource();
    const opt = (await source.resolveNames(["Opt"])).get("Opt");
    expect(opt?.status === "found" && opt.card.releasedAt).toBeFalsy();
    const report = await checkShared(team("standard", "Opt", "Island", "2024-01-05"));
    expect(codesFor(report, "Opt")).toEqual([]);
  });
});

describe("a change announced before the event that takes effect after it", () => {
  // The one pattern of a delayed effective date: January 2018's Standard bans took effect four days later.
  const log: BanLog = {
    coverage: { from: "2017-01-01", formats: ["standard"] },
    announcements: [
      {
        announced: "2018-01-15",
        effective: "2018-01-19",
        url: "https://magic.wizards.com/en/articles/archive/news/january-15-2018-banned-and-restricted-announcement-2018-01-15",
        confirmedBy: ["https://github.com/glacials/whatsinstandard/issues/66"],
        changes: [{ format: "standard", card: "Rampaging Ferocidon", before: "legal", after: "banned" }],
      },
    ],
    rotations: [],
  };

  it("is a coming ban between the two dates, and none before the announcement or once in force", async () => {
    const card = toCard(anySharedCard("Rampaging Ferocidon") as ScryfallCardFields);
    const on = (date: string) => comingChange(card, "standard", eventDay(date, "2026-11-25", log));
    expect(on("2018-01-17")).toEqual({ status: "banned", effective: "2018-01-19" });
    expect(on("2018-01-14")).toBeUndefined();
    expect(on("2018-01-19")).toBeUndefined();
  });
});

describe("eventDate at the boundary", () => {
  const base = { format: "modern", decks: [{ list: "60 Island" }, { list: "60 Island" }] };

  it.each(["2025-02-30", "2025-13-01", "tomorrow", "2025-4-1"])("refuses %s, naming eventDate", (eventDate) => {
    const read = readTeamInput({ ...base, eventDate });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.issues).toEqual([{ field: "eventDate", why: { code: "event-date-not-a-day" } }]);
  });

  it("refuses a date before the ban log begins", () => {
    const read = readTeamInput({ ...base, eventDate: "2022-12-31" });
    expect(!read.ok && read.error.issues).toEqual([
      { field: "eventDate", why: { code: "event-date-before-log", from: "2023-01-01" } },
    ]);
  });

  it("takes a leap day", () => {
    expect(readTeamInput({ ...base, eventDate: "2024-02-29" }).ok).toBe(true);
  });
});
