import { describe, it, expect } from "vitest";
import { FORMATS, RULESETS } from "@/lib/formats";
import { formatGroups } from "@/app/_lib/team-form/labels";
import en from "@/messages/en.json";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { translator } from "@/i18n/translator";

describe("formatGroups", () => {
  it("lists sanctioned Constructed, then Limited, then organiser-defined formats", () => {
    const groups = formatGroups();
    expect(groups.map((group) => en.formats[group.label])).toEqual([
      "Sanctioned 2HG Constructed",
      "Sanctioned 2HG Limited",
      "Organizer-defined (not sanctioned)",
    ]);
    expect(groups[0]?.formats.map((format) => format.id)).toEqual([
      "standard",
      "pioneer",
      "modern",
      "legacy",
      "vintage",
    ]);
    expect(groups[1]?.formats.map((format) => format.id)).toEqual(["limited"]);
    expect(groups[2]?.formats.every((format) => !format.sanctioned)).toBe(true);
  });

  it("offers every format exactly once", () => {
    const ids = formatGroups().flatMap((group) => group.formats.map((format) => format.id));
    expect(ids.toSorted()).toEqual(FORMATS.map((format) => format.id).toSorted());
  });
});

describe("the team rules' words", () => {
  it("name every ruleset and every format, the tournament rule citing MTR 8.4", () => {
    for (const ruleset of RULESETS) expect(en.formats).toHaveProperty(ruleset);
    for (const format of FORMATS) expect(en.formats).toHaveProperty(format.id);
    expect(en.formats).toMatchObject({ modern: "Modern", limited: "Limited (Sealed / Draft)" });
    expect(en.formats.tournament).toBe("Tournament (MTR)");
    expect(en.formats.tournamentMeaning).toContain("MTR 8.4");
    expect(translator("en", "formats")("classicMeaning", { copies: CLASSIC_TEAM_COPIES })).toContain(
      "at most 4 copies",
    );
  });
});
