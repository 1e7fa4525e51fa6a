import { describe, expect, it } from "vitest";
import { resultsFileName } from "@/app/_lib/organizer/results-file-name";

const CHECKED_AT = "2026-11-29T02:10:00.000Z";

describe("the results CSV's file name", () => {
  it("carries the event's name and date", () => {
    expect(resultsFileName({ name: "Friday Night 2HG: Open!", date: "2026-11-28" }, CHECKED_AT)).toBe(
      "friday-night-2hg-open-2026-11-28.csv",
    );
  });

  it("keeps a name in any script, and takes the check's day when the event has no date", () => {
    expect(resultsFileName({ name: "双頭巨人戦 大会", date: "" }, CHECKED_AT)).toBe("双頭巨人戦-大会-2026-11-29.csv");
  });

  it("names an event without a name as before", () => {
    expect(resultsFileName({ name: "  ", date: "" }, CHECKED_AT)).toBe("2hg-team-checks-2026-11-29.csv");
  });
});
