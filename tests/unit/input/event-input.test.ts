// An event's fields (docs/api.md, Events): refused naming the field, its rules judged together as a check
// judges them, and a team's own fields checked under the event's rules.
import { describe, expect, it } from "vitest";
import { deletedAfter, readEventInput, teamUnderEvent } from "@/lib/input/event-input";

const fields = (raw: unknown) => {
  const read = readEventInput(raw);
  return read.ok ? [] : (read.error.issues ?? []).map((issue) => [issue.field, issue.why.code]);
};

describe("readEventInput", () => {
  it("takes a 2HG Modern event with its date and closing time", () => {
    const read = readEventInput({
      name: " Friday ",
      date: "2026-12-04",
      format: "modern",
      closesAt: "2026-12-04T18:00:00+01:00",
    });
    expect(read).toEqual({
      ok: true,
      event: expect.objectContaining({
        name: "Friday",
        date: "2026-12-04",
        format: "modern",
        closesAt: new Date("2026-12-04T17:00:00Z"),
      }),
    });
  });

  it("refuses a missing name, a day that does not exist and a time without its offset, naming each", () => {
    expect(fields({ name: "", date: "2026-02-30", format: "modern", closesAt: "2026-12-04T18:00" })).toEqual([
      ["name", "event-name"],
      ["date", "not-a-date"],
      ["closesAt", "not-a-time"],
    ]);
  });

  it("judges the rules together as a check does: the open team rule is 2HG Commander's alone", () => {
    expect(fields({ name: "x", date: "2026-12-04", format: "modern", ruleset: "open" })).toEqual([
      ["ruleset", "ruleset-not-for-format"],
    ]);
    expect(fields({ name: "x", date: "2026-12-04", format: "commander", ruleset: "open" })).toEqual([]);
    expect(fields({ name: "x", date: "2026-12-04", format: "modern", pool: "1 Island" })).toEqual([]);
  });
});

describe("teamUnderEvent", () => {
  const decks = [{ list: "4 Lightning Bolt\n56 Mountain" }, { list: "4 Counterspell\n56 Island" }];

  it("checks the team under the event's format and rule, whatever the team sent for them", () => {
    const read = teamUnderEvent({ name: "Bolt", decks, format: "vintage", ruleset: "classic" }, {
      format: "modern",
      ruleset: "tournament",
    } as never);
    expect(read.ok && [read.input.format, read.input.ruleset, read.input.name]).toEqual([
      "modern",
      "tournament",
      "Bolt",
    ]);
  });

  it("refuses more decks than the event's team event seats, naming decks", () => {
    const read = teamUnderEvent({ decks: [...decks, ...decks] }, { format: "modern", variant: "unified" } as never);
    expect(read.ok ? [] : read.error.issues?.map((issue) => issue.field)).toEqual(["decks"]);
  });
});

describe("deletedAfter", () => {
  it("is the event's date plus the retention, across a month's end", () => {
    expect(deletedAfter("2026-12-04", 30)).toBe("2027-01-03");
  });
});
