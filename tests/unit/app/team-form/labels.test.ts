import { describe, it, expect } from "vitest";
import { FORMATS, RULESETS } from "@/lib/formats";
import { RULESET_LABELS, formatGroups } from "@/app/_lib/team-form/labels";

describe("formatGroups", () => {
  it("lists sanctioned Constructed, then Limited, then organiser-defined formats", () => {
    const groups = formatGroups();
    expect(groups.map((group) => group.label)).toEqual(["Sanctioned 2HG Constructed", "Sanctioned 2HG Limited", "Organiser-defined (not sanctioned)"]);
    expect(groups[0]?.formats.map((format) => format.id)).toEqual(["standard", "pioneer", "modern", "legacy", "vintage"]);
    expect(groups[1]?.formats.map((format) => format.id)).toEqual(["limited"]);
    expect(groups[2]?.formats.every((format) => !format.sanctioned)).toBe(true);
  });

  it("offers every format exactly once", () => {
    const ids = formatGroups().flatMap((group) => group.formats.map((format) => format.id));
    expect(ids.toSorted()).toEqual(FORMATS.map((format) => format.id).toSorted());
  });
});

describe("RULESET_LABELS", () => {
  it("labels every ruleset, the tournament one citing MTR 8.4", () => {
    expect(Object.keys(RULESET_LABELS).toSorted()).toEqual([...RULESETS].toSorted());
    expect(RULESET_LABELS.tournament.label).toBe("Tournament (MTR)");
    expect(RULESET_LABELS.tournament.meaning).toContain("MTR 8.4");
    expect(RULESET_LABELS.classic.meaning).toContain("at most 4 copies");
  });
});
