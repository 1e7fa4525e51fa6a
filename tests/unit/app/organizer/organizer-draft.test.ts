import { describe, expect, it } from "vitest";
import { batchRequest } from "@/app/_lib/organizer/batch-request";
import {
  emptyTeam,
  parseOrganizerDraft,
  teamToBatch,
  type AddedTeam,
  type OrganizerDraft,
} from "@/app/_lib/organizer/organizer-draft";

const emptyOrganizerDraft = (): OrganizerDraft => ({
  csv: "",
  teams: [],
  newTeam: emptyTeam(),
  event: { name: "", date: "" },
});

const ROCKET: AddedTeam = {
  ...emptyTeam(),
  name: " Team Rocket ",
  format: "modern",
  decks: [
    { name: " Alice ", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n56 Island" },
  ],
};

describe("parseOrganizerDraft", () => {
  it("gives back what was stored: the CSV, the teams added, the team being typed, the event", () => {
    const draft = {
      csv: "team,player1\nA,b",
      teams: [ROCKET],
      newTeam: { ...ROCKET, name: "Half typed" },
      event: { name: "Springfield Open", date: "2026-11-28" },
    };
    expect(parseOrganizerDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("keeps whatever part of a damaged or foreign draft is ours, and never throws", () => {
    expect(parseOrganizerDraft(null)).toEqual(emptyOrganizerDraft());
    expect(parseOrganizerDraft("{ not json")).toEqual(emptyOrganizerDraft());
    expect(parseOrganizerDraft(JSON.stringify({ csv: 42, teams: [ROCKET, "junk", null], event: "today" }))).toEqual({
      ...emptyOrganizerDraft(),
      teams: [ROCKET],
    });
  });
});

describe("batchRequest: what the page sends to POST /api/batch", () => {
  it("sends a CSV as it is when there is nothing else", () => {
    expect(batchRequest({ csv: "team,player1\r\n", teams: [] })).toEqual({
      body: "team,player1\r\n",
      contentType: "text/csv; charset=utf-8",
    });
  });

  it("sends teams added on the page as JSON, names trimmed, the CSV's text beside them", () => {
    const { body, contentType } = batchRequest({ csv: "team,player1\n", teams: [ROCKET] });
    expect(contentType).toBe("application/json");
    expect(JSON.parse(body)).toEqual({
      csv: "team,player1\n",
      teams: [
        {
          name: "Team Rocket",
          format: "modern",
          ruleset: "tournament",
          decks: [
            { name: "Alice", list: ROCKET.decks[0].list },
            { name: "Bob", list: ROCKET.decks[1].list },
          ],
        },
      ],
    });
    expect(teamToBatch({ ...ROCKET, format: "limited", pool: "3 Negate" })).toMatchObject({
      format: "limited",
      pool: "3 Negate",
    });
  });
});
