import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { readBatchCsv } from "@/server/batch/batch-csv-input";
import { prepareEntry } from "@/server/batch/batch-entry";
import { inEnglishOutcome, refusalOf } from "../../../support/english";

const HEADER = ["team", "player1", "list1", "player2", "list2", "format"];

async function read(rows: string[][], options: { delimiter?: string; bom?: boolean } = {}) {
  const result = await readBatchCsv(
    stringify(rows, { delimiter: options.delimiter ?? ",", bom: options.bom ?? false }),
  );
  if (!result.ok) throw new Error(refusalOf(result.error));
  return result.entries;
}

async function refusal(text: string): Promise<string> {
  const result = await readBatchCsv(text);
  if (result.ok) throw new Error("the CSV was read");
  expect(result.error.code).toBe("bad-request");
  return refusalOf(result.error);
}

describe("readBatchCsv: the teams of a CSV file", () => {
  it("reads quoted multi-line lists with commas, quotes and Unicode, and numbers each team by its row", async () => {
    const alice = '4 Lightning Bolt\n2 Fire // Ice\n4 Jötun Grunt\n1 "Ach! Hans, Run!"\n49 Mountain';
    const [entry] = await read([
      HEADER,
      ["Team Rocket, Kanto 🚀", "Alice", alice, "Bob", "4 Counterspell\n56 Island", "Modern "],
    ]);
    expect(entry).toMatchObject({
      row: 2,
      team: {
        name: "Team Rocket, Kanto 🚀",
        format: "modern",
        decks: [
          { name: "Alice", list: alice },
          { name: "Bob", list: "4 Counterspell\n56 Island" },
        ],
      },
    });
    expect(entry?.team).toMatchObject({ pool: "", allowed: "" });
  });

  it("takes the columns in any order and case, as 'Player 1' or 'list_2', with a BOM, and leaves other columns alone", async () => {
    const header = [
      "E-mail",
      "FORMAT",
      "List_2",
      "Player 2",
      "list 1",
      "Player 1",
      "Team",
      "Ruleset",
      "Pool",
      "Allowed",
    ];
    const row = [
      "a@b.c",
      "Limited",
      "40 Island",
      "Bob",
      "40 Mountain",
      "Alice",
      "T",
      "Classic",
      "3 Negate",
      "1 Lightning Helix",
    ];
    const [entry] = await read([header, row], { bom: true });
    expect(entry?.team).toEqual({
      name: "T",
      format: "limited",
      ruleset: "classic",
      decks: [
        { name: "Alice", list: "40 Mountain" },
        { name: "Bob", list: "40 Island" },
      ],
      pool: "3 Negate",
      allowed: "1 Lightning Helix",
    });
  });

  it.each([
    ["０", 0],
    ["３", 3],
    [" １２ ", 12],
  ])("reads the full-width number cell %j, as a Japanese input method types it, as %i", async (cell, cap) => {
    const [entry] = await read([
      [...HEADER, "gameChangers", "landsExemptFromTeamRule"],
      ["T", "A", "1 Sol Ring", "B", "1 Sol Ring", "commander", cell, "ｙｅｓ"],
    ]);
    expect(entry?.team).toMatchObject({ gameChangers: cap, landsExemptFromTeamRule: true });
  });

  it("reads a file whose cells a European spreadsheet separated with semicolons, or tabs", async () => {
    for (const delimiter of [";", "\t"]) {
      const [entry] = await read(
        [HEADER, ["Team, with comma", "Alice", "4 Opt, a card", "Bob", "4 Ponder", "legacy"]],
        {
          delimiter,
        },
      );
      expect(entry?.team).toMatchObject({
        name: "Team, with comma",
        format: "legacy",
        decks: [{ list: "4 Opt, a card" }, { list: "4 Ponder" }],
      });
    }
  });

  it("skips empty rows, and rows of empty cells, keeping the other rows' numbers", async () => {
    const text = `${HEADER.join(",")}\r\nA,a,1 Opt,b,1 Ponder,modern\r\n\r\n,,,,,\r\n ,, ,,,\r\nB,a,1 Opt,b,1 Ponder,modern\r\n`;
    const result = await readBatchCsv(text);
    expect(result.ok && result.entries.map((entry) => [entry.row, (entry.team as { name: string }).name])).toEqual([
      [2, "A"],
      [5, "B"],
    ]);
  });

  it("names a team's faulty field by its column as the file wrote it", async () => {
    const [unknown, quantity, oversized] = (
      await read([
        ["Team", "Player 1", "List 1", "Player 2", "List 2", "Format"],
        ["A", "Alice", "4 Opt", "Bob", "4 Ponder", "2hg"],
        ["B", "Alice", "4 Opt", "Bob", "4 Ponder\n1000 Island", "modern"],
        ["C", "Alice", "4 Opt", "Bob", "x".repeat(200_001), "modern"],
      ])
    ).map(prepareEntry);
    expect(inEnglishOutcome(unknown)).toMatchObject({
      ok: false,
      error: {
        code: "bad-request",
        message: expect.stringMatching(/^Format: unknown format; valid formats are: standard/),
      },
    });
    expect(inEnglishOutcome(quantity)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^List 2: line 2 asks for 1000 copies of "Island"/) },
    });
    expect(inEnglishOutcome(oversized)).toMatchObject({
      ok: false,
      error: { code: "too-large", message: "List 2: a list is at most 200 KB." },
    });
  });

  it("makes a fifth deck that row's error, naming its column", async () => {
    const rows = await read([
      [...HEADER, "player5", "list5"],
      ["A", "Alice", "4 Opt", "Bob", "4 Ponder", "modern", "", ""],
      ["B", "Alice", "4 Opt", "Bob", "4 Ponder", "modern", "Erin", "4 Brainstorm"],
    ]);
    expect(rows[0]?.fault).toBeUndefined();
    expect(inEnglishOutcome(prepareEntry(rows[1]!))).toMatchObject({
      ok: false,
      error: { code: "bad-request", message: "player5: a team has at most four decks." },
    });
  });

  it("reads a third and fourth player, the variant and each Trios seat's format", async () => {
    const rows = await read([
      [...HEADER, "Player 3", "List 3", "player4", "list4", "Variant", "format1", "format2", "format3"],
      ["Giants", "Alice", "4 Opt", "Bob", "4 Ponder", "modern", "Carol", "4 Brainstorm", "Dave", "4 Consider", "giant"],
      ["Two", "Alice", "4 Opt", "Bob", "4 Ponder", "modern", "", "", "", "", ""],
      [
        "Trio",
        "Alice",
        "4 Opt",
        "Bob",
        "4 Ponder",
        "",
        "Carol",
        "4 Brainstorm",
        "",
        "",
        "Trios",
        "Standard",
        "modern",
        "legacy",
      ],
    ]);
    expect(rows.map((row) => row.team)).toMatchObject([
      {
        variant: "giant",
        decks: [
          { name: "Alice" },
          { name: "Bob" },
          { name: "Carol", list: "4 Brainstorm" },
          { name: "Dave", list: "4 Consider" },
        ],
      },
      { decks: [{ name: "Alice" }, { name: "Bob" }] },
      {
        variant: "trios",
        format: undefined,
        decks: [
          { name: "Alice", format: "standard" },
          { name: "Bob", format: "modern" },
          { name: "Carol", format: "legacy" },
        ],
      },
    ]);
    expect(Object.keys(rows[1]!.team as object)).not.toContain("variant");
    expect(prepareEntry(rows[2]!).ok).toBe(true);
    // A Trios seat without its format is refused naming that seat's column.
    const [missing] = await read([
      [...HEADER, "player3", "list3", "variant", "format1", "format2", "format3"],
      ["Trio", "Alice", "4 Opt", "Bob", "4 Ponder", "", "Carol", "4 Brainstorm", "trios", "standard", "", "legacy"],
    ]);
    expect(inEnglishOutcome(prepareEntry(missing!))).toMatchObject({
      ok: false,
      error: { message: "format2: in Team Trios each deck names its own format" },
    });
  });

  it("refuses a file without the needed columns, naming each one missing, not led by a field", async () => {
    expect(await refusal("Team,Player1,Decklist,Player2,Format\nA,a,1 Opt,b,modern")).toBe(
      "the CSV has no columns list1 and list2. Its header row names the columns team, player1, list1, player2, list2, and format (and optionally ruleset, pool, allowed, houseBans, gameChangers, landsExemptFromTeamRule, teamColorIdentity, player3, list3, player4, list4, variant, format1, format2, and format3), in any order.",
    );
    expect(await refusal("team,player1,list1,player2,format\n")).toMatch(/^the CSV has no column list2\. /);
    expect(await refusal("")).toMatch(/^the CSV is empty/);
    expect(await refusal(`${HEADER.join(",")},Format\n`)).toBe(
      "the CSV has two columns named format (columns 6 and 7).",
    );
  });

  it("refuses a file whose header row it cannot read, saying where", async () => {
    expect(await refusal(`"team,player1,list1,player2,list2,format\nA,a,1 Opt,b,1 Ponder,modern\n`)).toMatch(
      /^the CSV could not be read: Quote Not Closed: .* at line \d/,
    );
  });
});
