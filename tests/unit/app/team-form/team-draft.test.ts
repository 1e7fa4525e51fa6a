import { describe, it, expect } from "vitest";
import { findFormat } from "@/lib/formats";
import type { SharedCheck } from "@/lib/share/encode";
import {
  DEFAULT_FORMAT,
  DRAFT_STORAGE_KEY,
  FIELD,
  draftFromFields,
  draftToShared,
  emptyDraft,
  hasPlainFields,
  isRuleset,
  parseStoredDraft,
  sameDraft,
  sharedToDraft,
  withoutLists,
  type TeamDraft,
} from "@/app/_lib/team-form/team-draft";

/** The house-rule fields of a draft that sets none (2HG Commander's). */
const NO_HOUSE_RULES = { houseBans: "", gameChangers: "", landsExemptFromTeamRule: false, teamColorIdentity: false };
/** A draft's fields beside the house rules that these tests leave empty: no event date (the check answers for today). */
const NO_DATE = { eventDate: "" };

const draft: TeamDraft = {
  teamName: "",
  format: "modern",
  ruleset: "classic",
  decks: [
    { name: " Alice ", list: "4 Lightning Bolt\n56 Mountain\n" },
    { name: "Bob", list: "4 Counterspell\n1 Sol Ring\n55 Island" },
  ],
  pool: "",
  allowed: "",
  ...NO_DATE,
  ...NO_HOUSE_RULES,
};

const limitedDraft: TeamDraft = {
  ...draft,
  format: "limited",
  pool: "Deck\n3 Negate (MKM) 67\n",
  allowed: "1 Sol Ring",
};

const query = (fields: Record<string, string>) => {
  const params = new URLSearchParams(fields);
  return (field: string) => params.get(field);
};

describe("constants", () => {
  it("name the form fields and the storage key", () => {
    expect(FIELD).toEqual({
      teamName: "teamName",
      format: "format",
      ruleset: "ruleset",
      names: ["name1", "name2", "name3", "name4"],
      lists: ["list1", "list2", "list3", "list4"],
      sideboards: ["sideboard1", "sideboard2", "sideboard3", "sideboard4"],
      seatFormats: ["format1", "format2", "format3"],
      variant: "variant",
      players: "players",
      pool: "pool",
      allowed: "allowed",
      eventDate: "eventDate",
      commanderRuleset: "commanderRuleset",
      houseBans: "houseBans",
      gameChangers: "gameChangers",
      landsExemptFromTeamRule: "landsExemptFromTeamRule",
      teamColorIdentity: "teamColorIdentity",
    });
    expect(DRAFT_STORAGE_KEY).toBe("2hg-deck-check:draft:v1");
  });

  it("default to a format that exists (standard)", () => {
    expect(DEFAULT_FORMAT).toBe("standard");
    expect(findFormat(DEFAULT_FORMAT)).toBeDefined();
  });
});

describe("emptyDraft", () => {
  it("is Standard, tournament rules, two blank decks", () => {
    expect(emptyDraft()).toEqual({
      teamName: "",
      format: "standard",
      ruleset: "tournament",
      decks: [
        { name: "", list: "" },
        { name: "", list: "" },
      ],
      pool: "",
      allowed: "",
      ...NO_DATE,
      ...NO_HOUSE_RULES,
    });
  });

  it("returns a fresh object each call", () => {
    const first = emptyDraft();
    first.decks[0].list = "4 Lightning Bolt";
    expect(emptyDraft().decks[0].list).toBe("");
  });
});

describe("isRuleset", () => {
  it.each(["tournament", "classic"])("accepts %j", (value) => {
    expect(isRuleset(value)).toBe(true);
  });

  it.each(["Tournament", "casual", "", null, undefined, 1, ["classic"]])("rejects %j", (value) => {
    expect(isRuleset(value)).toBe(false);
  });
});

describe("draftFromFields", () => {
  it("reads every field through a URLSearchParams getter, names and lists kept as typed", () => {
    const get = query({
      format: "modern",
      ruleset: "classic",
      name1: " Alice ",
      list1: draft.decks[0].list,
      name2: "Bob",
      list2: draft.decks[1].list,
    });
    expect(draftFromFields(get)).toEqual(draft);
  });

  it("reads the pool fields whatever the format, so a switch of format loses nothing", () => {
    const get = query({ format: "modern", pool: limitedDraft.pool, allowed: "1 Sol Ring" });
    expect(draftFromFields(get)).toMatchObject({ format: "modern", pool: limitedDraft.pool, allowed: "1 Sol Ring" });
  });

  it("reads a FormData getter", () => {
    const data = new FormData();
    data.set("format", "pioneer");
    data.set("list2", "4 Counterspell");
    expect(draftFromFields((field) => data.get(field))).toEqual({
      teamName: "",
      format: "pioneer",
      ruleset: "tournament",
      decks: [
        { name: "", list: "" },
        { name: "", list: "4 Counterspell" },
      ],
      pool: "",
      allowed: "",
      ...NO_DATE,
      ...NO_HOUSE_RULES,
    });
  });

  it("gives the empty draft when no field is present", () => {
    expect(draftFromFields(query({}))).toEqual(emptyDraft());
  });

  it("falls back to standard for an unknown format and to tournament for an unknown ruleset", () => {
    expect(draftFromFields(query({ format: "brawl", ruleset: "casual" }))).toMatchObject({
      format: "standard",
      ruleset: "tournament",
    });
    expect(draftFromFields(query({ format: "Modern", ruleset: "CLASSIC" }))).toMatchObject({
      format: "standard",
      ruleset: "tournament",
    });
  });

  it("treats non-string values (numbers, arrays, files) as empty", () => {
    const values: Record<string, unknown> = {
      format: ["modern"],
      ruleset: 1,
      name1: { name: "Alice" },
      list1: new File(["4 Lightning Bolt"], "deck.txt"),
      name2: 2,
      list2: null,
    };
    expect(draftFromFields((field) => values[field])).toEqual(emptyDraft());
  });
});

describe("sameDraft", () => {
  it("is true for an equal copy and for an untouched form against the empty draft", () => {
    expect(sameDraft(draft, structuredClone(draft))).toBe(true);
    expect(sameDraft(draftFromFields(query({ format: "standard", ruleset: "tournament" })), emptyDraft())).toBe(true);
  });

  it("sees a change in any field: format, ruleset, either name or either list", () => {
    const changed: TeamDraft[] = [
      { ...draft, format: "legacy" },
      { ...draft, ruleset: "tournament" },
      { ...draft, decks: [{ ...draft.decks[0], name: "Alice" }, draft.decks[1]] },
      { ...draft, decks: [draft.decks[0], { ...draft.decks[1], list: draft.decks[1].list + "\n" }] },
      { ...draft, pool: "1 Opt" },
      { ...draft, allowed: "1 Opt" },
    ];
    for (const other of changed) expect(sameDraft(draft, other)).toBe(false);
  });
});

describe("hasPlainFields", () => {
  it("is true when either list field is present, even empty", () => {
    expect(hasPlainFields(query({ list1: "" }))).toBe(true);
    expect(hasPlainFields(query({ list2: "4 Counterspell" }))).toBe(true);
  });

  it("is false for a /check?d=… request or one with only format and names", () => {
    expect(hasPlainFields(query({ d: "1.abc" }))).toBe(false);
    expect(hasPlainFields(query({ format: "modern", name1: "Alice", name2: "Bob" }))).toBe(false);
  });

  it("is false when the list values are not strings", () => {
    const values: Record<string, unknown> = { list1: ["4 Lightning Bolt"], list2: undefined };
    expect(hasPlainFields((field) => values[field])).toBe(false);
  });
});

describe("draftToShared / sharedToDraft", () => {
  it("trims deck names, keeps lists verbatim, and adds no checkedAt or legal", () => {
    expect(draftToShared(draft)).toStrictEqual({
      format: "modern",
      ruleset: "classic",
      decks: [
        { name: "Alice", list: "4 Lightning Bolt\n56 Mountain\n" },
        { name: "Bob", list: "4 Counterspell\n1 Sol Ring\n55 Island" },
      ],
    });
  });

  it("sends the pool and the allowed cards only with Limited, and the allowed cards only beside a pool", () => {
    expect(draftToShared(limitedDraft)).toMatchObject({
      format: "limited",
      pool: limitedDraft.pool,
      allowed: "1 Sol Ring",
    });
    expect(draftToShared({ ...limitedDraft, format: "modern" })).not.toHaveProperty("pool");
    expect(draftToShared({ ...limitedDraft, pool: " \n" })).not.toHaveProperty("allowed");
    expect(draftToShared({ ...limitedDraft, allowed: "" })).not.toHaveProperty("allowed");
  });

  it("turns a Limited link back into the draft with its pool", () => {
    expect(sharedToDraft(draftToShared(limitedDraft))).toStrictEqual({
      ...limitedDraft,
      decks: [{ ...draft.decks[0], name: "Alice" }, draft.decks[1]],
    });
  });

  it("turns a shared check back into the draft, dropping checkedAt and legal", () => {
    const shared: SharedCheck = { ...draftToShared(draft), checkedAt: "2026-11-22T12:00:00.000Z", legal: true };
    expect(sharedToDraft(shared)).toStrictEqual({
      ...draft,
      decks: [{ ...draft.decks[0], name: "Alice" }, draft.decks[1]],
    });
  });

  it("fills missing decks with blank ones", () => {
    expect(sharedToDraft({ format: "legacy", ruleset: "tournament", decks: [] }).decks).toEqual([
      { name: "", list: "" },
      { name: "", list: "" },
    ]);
    expect(
      sharedToDraft({ format: "legacy", ruleset: "tournament", decks: [{ name: "Alice", list: "4 Lightning Bolt" }] })
        .decks,
    ).toEqual([
      { name: "Alice", list: "4 Lightning Bolt" },
      { name: "", list: "" },
    ]);
  });
});

describe("the team's name", () => {
  it("travels trimmed in the link and comes back into the draft; a blank one is no name", () => {
    const named = draftFromFields(query({ teamName: "  Team Rocket ", format: "modern", list1: "4 Opt" }));
    expect(named.teamName).toBe("  Team Rocket ");
    expect(draftToShared(named)).toMatchObject({ name: "Team Rocket" });
    expect(sharedToDraft(draftToShared(named)).teamName).toBe("Team Rocket");
    expect(draftToShared({ ...named, teamName: "   " })).not.toHaveProperty("name");
    expect(sharedToDraft({ ...draftToShared(draft), name: undefined }).teamName).toBe("");
  });

  it("is kept in the stored draft and counts as a change", () => {
    const named = { ...draft, teamName: "Les Géants" };
    expect(parseStoredDraft(JSON.stringify(named))).toEqual(named);
    expect(sameDraft(named, draft)).toBe(false);
    expect(parseStoredDraft(JSON.stringify({ ...named, teamName: 7 }))?.teamName).toBe("");
  });
});

describe("parseStoredDraft", () => {
  it("reads back a draft saved as JSON", () => {
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseStoredDraft(JSON.stringify(limitedDraft))).toEqual(limitedDraft);
  });

  it.each([null, "", "{not json", "null", "42", '"4 Lightning Bolt"', "true"])("returns null for %j", (stored) => {
    expect(parseStoredDraft(stored)).toBeNull();
  });

  it("fills fields a partial draft lacks: {format: pioneer} → pioneer, tournament, blank decks", () => {
    expect(parseStoredDraft('{"format":"pioneer"}')).toEqual({ ...emptyDraft(), format: "pioneer" });
  });

  it("replaces unknown or mistyped values with defaults", () => {
    const stored = JSON.stringify({
      format: "brawl",
      ruleset: "casual",
      decks: [{ name: 1, list: ["4 Sol Ring"] }, "Bob"],
    });
    expect(parseStoredDraft(stored)).toEqual(emptyDraft());
  });

  it("keeps the first deck when decks is a one-element array and ignores extra keys", () => {
    const stored = JSON.stringify({
      format: "vintage",
      ruleset: "classic",
      decks: [{ name: "Alice", list: "1 Sol Ring", extra: true }],
      version: 9,
    });
    expect(parseStoredDraft(stored)).toEqual({
      ...emptyDraft(),
      format: "vintage",
      ruleset: "classic",
      decks: [
        { name: "Alice", list: "1 Sol Ring" },
        { name: "", list: "" },
      ],
    });
  });
});

describe("2HG Commander in the form", () => {
  const commanderFields = (fields: Record<string, string>) => (name: string) =>
    ({ format: "commander", list1: "1 Sol Ring", list2: "", ...fields })[name];

  it("reads the team rule from the Commander radios (open by default) and the house rules, which travel only with Commander", () => {
    const read = draftFromFields(
      commanderFields({
        ruleset: "tournament",
        commanderRuleset: "open",
        houseBans: "1 Sol Ring",
        gameChangers: "3",
        teamColorIdentity: "on",
      }),
    );
    expect(read).toMatchObject({
      format: "commander",
      ruleset: "open",
      houseBans: "1 Sol Ring",
      gameChangers: "3",
      teamColorIdentity: true,
      landsExemptFromTeamRule: false,
    });
    expect(draftToShared(read)).toMatchObject({
      format: "commander",
      ruleset: "open",
      houseBans: "1 Sol Ring",
      gameChangers: 3,
      teamColorIdentity: true,
    });
    expect(draftToShared(read)).not.toHaveProperty("landsExemptFromTeamRule");
    expect(draftToShared({ ...read, format: "modern", ruleset: "tournament" })).not.toHaveProperty("houseBans");
    expect(draftFromFields(commanderFields({}))).toMatchObject({ ruleset: "open" });
  });

  it("keeps the house rules through a link and a stored draft", () => {
    const read = draftFromFields(
      commanderFields({ commanderRuleset: "classic", gameChangers: "0", landsExemptFromTeamRule: "on" }),
    );
    expect(sharedToDraft(draftToShared(read))).toEqual({
      ...read,
      decks: [
        { name: "", list: "1 Sol Ring" },
        { name: "", list: "" },
      ],
    });
    expect(parseStoredDraft(JSON.stringify(read))).toEqual(read);
  });

  it("passes a cap that is no number on as typed, for the check to refuse naming gameChangers", () => {
    expect(draftToShared(draftFromFields(commanderFields({ gameChangers: "lots" })))).toMatchObject({
      gameChangers: "lots",
    });
  });
});

describe("withoutLists (Start over)", () => {
  it("empties both lists, the pool and the allowed cards, and keeps the names (the team's too), format and team rule", () => {
    const draft = {
      teamName: "Team Rocket",
      format: "limited",
      ruleset: "classic" as const,
      decks: [
        { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
        { name: "Bob", list: "4 Counterspell\n56 Island" },
      ] as TeamDraft["decks"],
      pool: "3 Opt",
      allowed: "1 Sol Ring",
      ...NO_DATE,
      ...NO_HOUSE_RULES,
      houseBans: "1 Sol Ring",
    };
    expect(withoutLists(draft)).toEqual({
      teamName: "Team Rocket",
      format: "limited",
      ruleset: "classic",
      decks: [
        { name: "Alice", list: "" },
        { name: "Bob", list: "" },
      ],
      pool: "",
      allowed: "",
      ...NO_DATE,
      ...NO_HOUSE_RULES,
      houseBans: "1 Sol Ring",
    });
    expect(draft.decks[0].list).toBe("4 Lightning Bolt\n56 Mountain");
  });
});
