import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { sampleCsv } from "@/app/_lib/organizer/batch-sample";
import { BATCH_CSV_COLUMNS, batchCsv } from "@/lib/batch/csv";
import type { BatchTeamResult } from "@/lib/batch/report";
import { problem } from "@/lib/legality/problem";
import { problemsLine, summarize, verdictOf } from "@/lib/batch/report";

const shared = problem("team-shared-card", {
  card: "Lightning Bolt",
  decks: [0, 1],
  lines: [[1], [3]],
  params: {
    card: "Lightning Bolt",
    copies: [
      { deck: 0, deckName: "Alice", quantity: 4, lines: [1] },
      { deck: 1, deckName: "Bob", quantity: 4, lines: [3] },
    ],
  },
});
const small = problem("deck-too-small", {
  decks: [1],
  lines: [[]],
  params: { deck: 1, deckName: "Bob", count: 58, minimum: 60, format: "modern" },
});

const base = {
  index: 0,
  format: "modern",
  ruleset: "tournament",
  share: null,
  link: null,
  errors: 0,
  warnings: 0,
  problems: [],
  cards: {},
};
const TEAMS: BatchTeamResult[] = [
  {
    ...base,
    name: "Team Rocket, Kanto",
    players: ["Alice", "Bob"],
    eventDate: "2026-12-04",
    legal: false,
    errors: 2,
    problems: [shared, small],
    link: "https://x.example/check?d=2.a",
  },
  {
    ...base,
    index: 1,
    name: '=HYPERLINK("http://evil")',
    players: ["Jötun", "Player 2"],
    legal: true,
    link: "https://x.example/check?d=2.b",
  },
  {
    ...base,
    index: 2,
    name: "Late",
    players: ["Player 1", "Player 2"],
    format: "2hg",
    ruleset: null,
    legal: null,
    error: { code: "bad-request", message: "Format: unknown format" },
  },
];

describe("batch results", () => {
  it("gives each team a verdict, and counts them", () => {
    expect(TEAMS.map(verdictOf)).toEqual(["illegal", "legal", "invalid"]);
    expect(summarize(TEAMS)).toEqual({ teams: 3, legal: 1, illegal: 1, invalid: 1 });
  });

  it("writes a team's problems on one line of codes, cards and decks, or why it was not checked", () => {
    expect(problemsLine(TEAMS[0]!)).toBe("team-shared-card: Lightning Bolt (Alice, Bob); deck-too-small (Bob)");
    expect(problemsLine(TEAMS[1]!)).toBe("");
    expect(problemsLine(TEAMS[2]!)).toBe("bad-request: Format: unknown format");
  });

  it("says how a deck wrote the card when not by its Oracle name", () => {
    const written = problem("team-shared-card", {
      card: "Lightning Bolt",
      decks: [0, 1],
      lines: [[1], [3]],
      params: {
        card: "Lightning Bolt",
        copies: [
          { deck: 0, deckName: "Aiko", quantity: 4, lines: [1], written: ["稲妻"] },
          { deck: 1, deckName: "Bob", quantity: 4, lines: [3] },
        ],
      },
    });
    expect(problemsLine({ players: ["Aiko", "Bob"], problems: [written] })).toBe(
      "team-shared-card: Lightning Bolt (Aiko as 稲妻, Bob)",
    );
  });
});

describe("batchCsv", () => {
  it("adds the event and each problem's sentence as the answer worded them, after the columns it always had", () => {
    const worded: BatchTeamResult = {
      ...TEAMS[0]!,
      variant: "trios",
      event: "Equipos por formato: A Estándar, B Modern, C Legacy",
      problems: [
        { ...shared, message: "Lightning Bolt está en los mazos de Alice y Bob." },
        { ...small, message: "El mazo de Bob tiene 58 cartas." },
      ] as unknown as BatchTeamResult["problems"],
    };
    const [header, row] = parse(batchCsv({ teams: [worded] }), { bom: true }) as string[][];
    expect(header!.slice(0, 10)).toEqual([...BATCH_CSV_COLUMNS].slice(0, 10));
    expect(Object.fromEntries(header!.map((column, index) => [column, row![index]]))).toMatchObject({
      format: "modern",
      event: "Equipos por formato: A Estándar, B Modern, C Legacy",
      messages: "Lightning Bolt está en los mazos de Alice y Bob.\nEl mazo de Bob tiene 58 cartas.",
    });
  });

  it("writes one row per team under the columns docs/api.md names, which a CSV reader gets back as they were", () => {
    const text = batchCsv({ teams: TEAMS });
    expect(text.startsWith("\uFEFFteam,player1,player2,")).toBe(true);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...BATCH_CSV_COLUMNS]);
    expect(rows[0]).toEqual([
      "Team Rocket, Kanto",
      "Alice",
      "Bob",
      "modern",
      "tournament",
      "illegal",
      "2",
      "0",
      "team-shared-card: Lightning Bolt (Alice, Bob); deck-too-small (Bob)",
      "https://x.example/check?d=2.a",
      "",
      "",
      "2026-12-04",
    ]);
    expect(rows[1]?.slice(1, 3)).toEqual(["Jötun", "Player 2"]);
    expect(rows[2]).toEqual([
      "Late",
      "Player 1",
      "Player 2",
      "2hg",
      "",
      "invalid",
      "0",
      "0",
      "bad-request: Format: unknown format",
      "",
      "",
      "Format: unknown format",
      "",
    ]);
  });

  it("keeps a spreadsheet from running a name as a formula", () => {
    const [, , row] = parse(batchCsv({ teams: TEAMS }), { bom: true }) as string[][];
    expect(row?.[0]).toBe('\'=HYPERLINK("http://evil")');
  });
});

describe("every CSV we write is valid CSV", () => {
  it("quotes each cell holding a line break, so a reader that knows only \\n line ends gets the same rows", () => {
    const lateTeam = { ...TEAMS[1]!, name: "Line\nbreak" };
    for (const text of [sampleCsv(), batchCsv({ teams: [lateTeam] })]) {
      const strict = parse(text, { bom: true, record_delimiter: "\r\n" }) as string[][];
      const pasted = parse(text.replaceAll("\r\n", "\n"), { bom: true }) as string[][];
      expect(pasted).toEqual(strict);
      expect(strict.every((row) => row.length === strict[0]!.length)).toBe(true);
    }
    const [, first] = parse(sampleCsv(), { bom: true }) as string[][];
    expect(first?.[2]).toBe("4 Lightning Bolt\n4 Monastery Swiftspear\n4 Goblin Guide\n4 Lava Spike\n44 Mountain");
    expect(sampleCsv()).toContain('"4 Lightning Bolt\n4 Monastery Swiftspear');
  });
});
