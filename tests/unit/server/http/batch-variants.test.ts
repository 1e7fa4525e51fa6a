// A batch of teams of three and four (docs/api.md, POST /api/batch): the CSV's player3..list4, variant and
// format1..format3 columns, each team checked as POST /api/validate checks it, every player in the results.
import { describe, expect, it } from "vitest";
import { stringify } from "csv-stringify/sync";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";
import { batchCsv } from "@/lib/batch/csv";
import { deck, rulesCardSource } from "../../../support/rules-source";

const HEADER = [
  "team",
  "player1",
  "list1",
  "player2",
  "list2",
  "player3",
  "list3",
  "format",
  "variant",
  "format1",
  "format2",
  "format3",
];
const bolts = deck(["4 Lightning Bolt"], { basic: "Mountain" });

async function batch(rows: string[][], accept = "application/json") {
  const source = await rulesCardSource();
  const response = await handleBatchRequest(
    new Request("http://127.0.0.1/api/batch", {
      method: "POST",
      body: stringify([HEADER, ...rows]),
      headers: { "content-type": "text/csv", accept, [PEER_ADDRESS_HEADER]: "203.0.113.9" },
    }),
    { cardSource: async () => source },
  );
  return { status: response.status, text: await response.text() };
}

describe("a batch of teams of three", () => {
  const rows = [
    ["Giants", "Alice", bolts, "Bob", deck(["4 Counterspell"]), "Carol", bolts, "modern", "", "", "", ""],
    [
      "Trio",
      "Dan",
      deck(["4 Opt"]),
      "Eve",
      bolts,
      "Fay",
      deck(["4 Brainstorm"]),
      "",
      "trios",
      "standard",
      "modern",
      "legacy",
    ],
    ["Pair", "Gus", bolts, "Hal", deck(["4 Counterspell"]), "", "", "modern", "", "", "", ""],
  ];

  it("checks each team with every player, its variant and its seats' formats", async () => {
    const answer = await batch(rows);
    expect(answer.status).toBe(200);
    const { teams, summary } = JSON.parse(answer.text);
    expect(summary).toEqual({ teams: 3, legal: 2, illegal: 1, invalid: 0 });
    expect(teams.map((team: { players: string[] }) => team.players)).toEqual([
      ["Alice", "Bob", "Carol"],
      ["Dan", "Eve", "Fay"],
      ["Gus", "Hal"],
    ]);
    expect(teams[0].problems.map((problem: { code: string }) => problem.code)).toEqual([
      "unsanctioned-format",
      "team-shared-card",
    ]);
    expect(teams[1]).toMatchObject({ legal: true, format: "standard" });
    expect(teams[1].teamRules).toBeUndefined();
  });

  it("marks a Trios team whose seats all play one format as unified, its team rule checked (MTR 8.4)", async () => {
    const unified = ["Bolts", "Ivy", bolts, "Jo", bolts, "", "", "", "trios", "modern", "modern", ""];
    const { teams } = JSON.parse((await batch([unified])).text);
    expect(teams[0]).toMatchObject({ legal: false, format: "modern", teamRules: "unified" });
    expect(teams[0].problems.map((problem: { code: string }) => problem.code)).toContain("team-shared-card");
  });

  it("answers CSV with a player3 column after player2, and a batch of pairs as before", async () => {
    const csv = await batch(rows, "text/csv");
    const [header, first] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "team,player1,player2,player3,format,ruleset,verdict,errors,warnings,problems,link,event,messages,eventDate",
    );
    expect(first).toMatch(/^Giants,Alice,Bob,Carol,modern,tournament,illegal,1,1,/);
    const pair = { name: "Pair", players: ["Gus", "Hal"], problems: [], legal: true, errors: 0, warnings: 0 };
    const pairs = batchCsv({ teams: [pair as never] });
    expect(pairs.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "team,player1,player2,format,ruleset,verdict,errors,warnings,problems,link,event,messages,eventDate",
    );
  });
});
