// The form's teams of three and four (docs/rules.md, Teams of three and four): `?players=3`, the variant,
// each player's sideboard and each Trios seat's format, from the fields to the link and back.
import { describe, expect, it } from "vitest";
import {
  FIELD,
  draftFromFields,
  draftToShared,
  emptyDraft,
  playersAsked,
  sameDraft,
  sharedToDraft,
  withoutLists,
} from "@/app/_lib/team-form/team-draft";

const fields = (values: Record<string, string>) => (field: string) => values[field];

describe("a form of three or four players", () => {
  it("gives `?players=3` a third player's fields, and never fewer than two or more than four", () => {
    expect(emptyDraft(playersAsked("3")).decks).toHaveLength(3);
    expect(emptyDraft(playersAsked("9")).decks).toHaveLength(4);
    expect(emptyDraft(playersAsked("x")).decks).toHaveLength(2);
    expect(emptyDraft(playersAsked(undefined)).decks).toHaveLength(2);
  });

  it("reads the players shown and any later one typed, so no list is dropped", () => {
    const shown = draftFromFields(fields({ [FIELD.players]: "3", list1: "4 Opt", list2: "4 Shock" }));
    expect(shown.decks).toHaveLength(3);
    const typed = draftFromFields(fields({ list1: "4 Opt", list2: "4 Shock", list4: "4 Negate" }));
    expect(typed.decks.map((deck) => deck.list)).toEqual(["4 Opt", "4 Shock", "", "4 Negate"]);
  });

  it("sends a Giant of three with no variant, so its link is the plain team's plus a deck", () => {
    const draft = draftFromFields(fields({ [FIELD.players]: "3", format: "modern", list3: "4 Opt" }));
    expect(draft.variant).toBeUndefined();
    const shared = draftToShared(draft);
    expect(shared).toEqual({
      format: "modern",
      ruleset: "tournament",
      decks: [
        { name: "", list: "" },
        { name: "", list: "" },
        { name: "", list: "4 Opt" },
      ],
    });
  });

  it("sends each Team Unified player's sideboard as their list's Sideboard section", () => {
    const draft = draftFromFields(
      fields({ variant: "unified", format: "modern", list1: "4 Opt\n56 Island\n", sideboard1: "2 Negate" }),
    );
    expect(draft.decks[0]).toEqual({ name: "", list: "4 Opt\n56 Island\n", sideboard: "2 Negate" });
    expect(draftToShared(draft)).toMatchObject({
      variant: "unified",
      decks: [{ list: "4 Opt\n56 Island\n\nSideboard\n2 Negate" }, { list: "" }],
    });
    // A Giant reads no sideboard field: one typed before switching is left out.
    expect(draftToShared({ ...draft, variant: "giant" }).decks[0]?.list).toBe("4 Opt\n56 Island\n");
  });

  it("puts a Team Unified sideboard back into its own field when the link opens (Edit these lists)", () => {
    const draft = draftFromFields(
      fields({ variant: "unified", format: "modern", list1: "4 Opt\n56 Island", sideboard1: "2 Negate\n1 Duress" }),
    );
    const back = sharedToDraft(draftToShared(draft));
    expect(back.decks[0]).toEqual({ name: "", list: "4 Opt\n56 Island", sideboard: "2 Negate\n1 Duress" });
    expect(draftToShared(back)).toEqual(draftToShared(draft));
    // A Giant has no sideboard field: its list stays whole.
    const giant = sharedToDraft({
      format: "modern",
      ruleset: "tournament",
      decks: [
        { name: "", list: "4 Opt\n\nSideboard\n2 Negate" },
        { name: "", list: "" },
      ],
    });
    expect(giant.decks[0]).toEqual({ name: "", list: "4 Opt\n\nSideboard\n2 Negate" });
  });

  it("sends each Trios seat's format, the team's being the first seat's; the link opens the same draft", () => {
    const draft = draftFromFields(
      fields({ variant: "trios", format: "limited", [FIELD.players]: "3", format2: "pioneer", format3: "legacy" }),
    );
    const shared = draftToShared(draft);
    expect(shared).toMatchObject({
      format: "standard",
      variant: "trios",
      decks: [{ format: "standard" }, { format: "pioneer" }, { format: "legacy" }],
    });
    expect(shared.pool).toBeUndefined();
    const back = sharedToDraft(shared);
    expect(back.decks.map((deck) => deck.format)).toEqual(["standard", "pioneer", "legacy"]);
    expect(back.variant).toBe("trios");
  });

  it("keeps the players on Start over, emptying every list and sideboard", () => {
    const draft = draftFromFields(
      fields({ variant: "unified", [FIELD.players]: "3", name3: "Carol", list3: "4 Opt", sideboard3: "1 Negate" }),
    );
    const emptied = withoutLists(draft);
    expect(emptied.decks[2]).toEqual({ name: "Carol", list: "" });
    expect(sameDraft(emptied, draft)).toBe(false);
    expect(
      sameDraft(
        draft,
        draftFromFields(
          fields({ variant: "unified", [FIELD.players]: "3", name3: "Carol", list3: "4 Opt", sideboard3: "1 Negate" }),
        ),
      ),
    ).toBe(true);
  });
});
