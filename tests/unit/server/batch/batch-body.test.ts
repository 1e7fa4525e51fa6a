import { describe, expect, it } from "vitest";
import { MAX_BATCH_TEAMS, readBatchBody } from "@/server/batch/batch-body";
import { prepareEntry } from "@/server/batch/batch-entry";
import { wordInputErrorIn } from "@/i18n/translator";
import { inEnglishOutcome } from "../../../support/english";

const TEAM = { name: "Rocket", format: "modern", decks: [{ list: "4 Opt" }, { list: "4 Ponder" }] };
const CSV = "team,player1,list1,player2,list2,format\nFrom CSV,a,4 Opt,b,4 Ponder,modern\n";

async function entries(text: string, contentType: string | null = "application/json") {
  const read = await readBatchBody(text, contentType);
  if (!read.ok) throw new Error(wordInputErrorIn(read.error, "en").message);
  return read.entries;
}

async function refusal(text: string, contentType: string | null = "application/json") {
  const read = await readBatchBody(text, contentType);
  if (read.ok) throw new Error("the body was accepted");
  return wordInputErrorIn(read.error, "en");
}

describe("readBatchBody", () => {
  it("reads JSON teams in order, each to be read on its own", async () => {
    const read = await entries(JSON.stringify({ teams: [TEAM, { ...TEAM, name: "Magma" }] }));
    expect(read.map((entry) => (entry.team as { name: string }).name)).toEqual(["Rocket", "Magma"]);
    expect(read[0]).not.toHaveProperty("row");
  });

  it("reads CSV by its Content-Type, or by its look when none is given; JSON may carry a CSV, whose teams come first", async () => {
    expect(await entries(CSV, "text/csv; charset=utf-8")).toHaveLength(1);
    expect(await entries(CSV, null)).toHaveLength(1);
    expect(await entries(JSON.stringify({ teams: [TEAM] }), null)).toHaveLength(1);
    const both = await entries(JSON.stringify({ csv: CSV, teams: [TEAM] }));
    expect(both.map((entry) => [(entry.team as { name: string }).name, entry.row])).toEqual([
      ["From CSV", 2],
      ["Rocket", undefined],
    ]);
  });

  it("keeps a team that is not one for its own error, naming the field as the API does", async () => {
    const [notObject, thirdDeck, longName] = (
      await entries(
        JSON.stringify({
          teams: [
            "Team Rocket",
            { ...TEAM, decks: [...TEAM.decks, ...TEAM.decks, { list: "4 Brainstorm" }] },
            { ...TEAM, name: "x".repeat(101) },
          ],
        }),
      )
    ).map(prepareEntry);
    expect(inEnglishOutcome(notObject)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^team: /) },
    });
    expect(inEnglishOutcome(thirdDeck)).toMatchObject({
      ok: false,
      error: { code: "bad-request", message: "decks: a Two-Headed Giant team has 2 to 4 decks" },
    });
    expect(inEnglishOutcome(longName)).toMatchObject({
      ok: false,
      error: { code: "bad-request", message: "name: a team name is at most 100 characters" },
    });
  });

  it("refuses a batch that is not one: bad JSON, no teams, the wrong shape, a CSV in JSON without its columns, never led by body:", async () => {
    expect((await refusal("{ nope")).message).toMatch(/^not valid JSON; send JSON \{ "teams"/);
    expect((await refusal(JSON.stringify({ teams: [] }))).message).toMatch(/^the batch has no teams/);
    expect((await refusal(JSON.stringify({ teams: "all of them" }))).message).toMatch(
      /^teams: a list of teams; send JSON/,
    );
    expect((await refusal(JSON.stringify({ csv: "team,format\nA,modern" }))).message).toMatch(
      /^the CSV has no columns player1, list1, player2, and list2\./,
    );
    expect((await refusal("team,format\n", "text/csv")).message).toMatch(/^the CSV has no columns/);
  });

  it(`refuses more than ${MAX_BATCH_TEAMS} teams as too large, counting CSV and JSON teams together`, async () => {
    const rows = Array.from({ length: 300 }, (_, index) => `T${index},a,4 Opt,b,4 Ponder,modern`).join("\n");
    const csv = `team,player1,list1,player2,list2,format\n${rows}\n`;
    expect(await entries(JSON.stringify({ csv, teams: Array.from({ length: 200 }, () => TEAM) }))).toHaveLength(
      MAX_BATCH_TEAMS,
    );
    expect(await refusal(JSON.stringify({ csv, teams: Array.from({ length: 201 }, () => TEAM) }))).toMatchObject({
      code: "too-large",
      message:
        "a batch has at most 500 teams; this one has more: the CSV's row 301 is past the limit, and reading stopped there.",
    });
  });
});
