// What the desk shows changed between two versions of a team: each deck's lines added and removed.
import { describe, expect, it } from "vitest";
import { listChanges } from "@/app/_lib/events/list-changes";

describe("listChanges", () => {
  it("names the lines a version added and removed, deck by deck, and no deck that kept its lines", () => {
    const before = [{ list: "4 Lightning Bolt\n56 Mountain" }, { list: "4 Fire // Ice\n56 Mountain" }];
    const after = [{ list: "4 Lightning Bolt\r\n56 Mountain\n" }, { list: "4 Counterspell\n56 Mountain" }];
    expect(listChanges(before, after)).toEqual([{ deck: 1, added: ["4 Counterspell"], removed: ["4 Fire // Ice"] }]);
  });

  it("counts a deck added or taken off as all its lines", () => {
    expect(listChanges([{ list: "60 Island" }], [{ list: "60 Island" }, { list: "60 Swamp" }])).toEqual([
      { deck: 1, added: ["60 Swamp"], removed: [] },
    ]);
  });
});
