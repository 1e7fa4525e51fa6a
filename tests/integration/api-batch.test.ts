// POST /api/batch through its handler and its route, on the shared real cards (bulk): an event's teams
// checked at once give each team what POST /api/validate gives it, whether sent as JSON or CSV.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { BatchReport, BatchTeamResult } from "@/lib/batch/report";
import { BATCH_CSV_COLUMNS } from "@/lib/batch/csv";
import { problemsLine } from "@/lib/batch/report";
import type { CardSource } from "@/lib/cards/source";
import type { ApiReport } from "@/lib/report/report";
import { createCardSource } from "@/server/cards/select-source";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { eventTeams, type EventTeam } from "../fixtures/batch/event-teams.mjs";
import { MKM_DECKS, MKM_POOL } from "../fixtures/pools/mkm-sealed";
import { sampleCsv } from "@/app/_lib/organizer/batch-sample";
import { asPasted } from "@/app/_lib/organizer/csv-field";
import { SHARED_CARDS_DIR as SHARED, sharedCards } from "../support/shared-cards";

const NOW = new Date("2026-11-24T09:30:00Z");
const SITE = "https://deckcheck.example.org";

let source: CardSource;
const cardSource = async () => source;

beforeAll(async () => {
  source = await createCardSource({ kind: "bulk", target: SHARED }, () => undefined);
});

function post(route: string, body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request(`http://127.0.0.1:3000${route}`, { method: "POST", body, headers });
}

async function batch(body: string, headers?: Record<string, string>) {
  const response = await handleBatchRequest(post("/api/batch", body, headers), {
    cardSource,
    now: () => NOW,
    siteUrl: SITE,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BatchReport;
}

/** What POST /api/validate answers for the team alone. */
async function validate(
  team: unknown,
): Promise<{ status: number; body: ApiReport & { error?: { code: string; message: string } } }> {
  const response = await handleValidateRequest(post("/api/validate", JSON.stringify(team)), {
    cardSource,
    now: () => NOW,
  });
  return { status: response.status, body: await response.json() };
}

const TEAMS: EventTeam[] = eventTeams(sharedCards(), 48);
const BAD_TEAMS = [
  { name: "Unknown format", format: "2hg", decks: [{ list: "4 Opt" }, { list: "4 Ponder" }] },
  // A team is 2 to 4 decks (docs/rules.md, Teams of three and four): five is refused.
  {
    name: "Five decks",
    format: "modern",
    decks: ["4 Opt", "4 Ponder", "4 Brainstorm", "4 Preordain", "4 Consider"].map((list) => ({ list })),
  },
  { name: "Oversized", format: "modern", decks: [{ list: "4 Opt" }, { list: `4 Ponder\n${"x".repeat(200_000)}` }] },
  { name: "A thousand Islands", format: "modern", decks: [{ list: "1000 Island" }, { list: "4 Ponder" }] },
];

function expectSameAsValidate(result: BatchTeamResult, single: Awaited<ReturnType<typeof validate>>) {
  if (single.status !== 200) {
    expect(result).toMatchObject({ legal: null, share: null, problems: [], cards: {}, error: single.body.error });
    return;
  }
  const report = single.body;
  expect(result.legal).toBe(report.legal);
  expect(result.problems).toEqual(report.problems);
  expect(result.share).toBe(report.share);
  expect(result.link).toBe(`${SITE}${report.share}`);
  expect(result.players).toEqual(report.decks.map((deck) => deck.name));
  expect([result.format, result.ruleset]).toEqual([report.format, report.ruleset]);
  expect(result.errors + result.warnings).toBe(report.problems.length);
  // Its problems' known cards as its report shows them, for their previews on /organizer; no other card.
  for (const [name, view] of Object.entries(result.cards)) {
    expect(report.problems.some((problem) => problem.card === name)).toBe(true);
    expect(report.cards.find((row) => row.name === name)).toMatchObject(view);
  }
  const named = report.cards.filter(
    (row) => row.scryfallUrl && report.problems.some((problem) => problem.card === row.name),
  );
  expect(Object.keys(result.cards).sort()).toEqual(named.map((row) => row.name).sort());
}

describe("POST /api/batch: an event's teams at once", () => {
  it(`gives each of ${TEAMS.length} real teams and ${BAD_TEAMS.length} bad ones the verdict, problems and link of its own check`, async () => {
    const teams = [...TEAMS, ...BAD_TEAMS];
    const report = await batch(JSON.stringify({ teams }));
    expect(report).toMatchObject({
      checkedAt: NOW.toISOString(),
      cardData: { source: "bulk" },
      rulesVersion: expect.stringMatching(/^MTR/),
    });
    expect(report.teams.map((team) => [team.index, team.name])).toEqual(teams.map((team, index) => [index, team.name]));
    for (const [index, team] of teams.entries()) expectSameAsValidate(report.teams[index]!, await validate(team));

    const verdicts = report.summary;
    expect(verdicts.teams).toBe(52);
    expect(verdicts.invalid).toBe(4);
    expect(verdicts.legal).toBeGreaterThan(0);
    expect(verdicts.illegal).toBeGreaterThan(0);
    expect(verdicts.legal + verdicts.illegal + verdicts.invalid).toBe(52);
    const codes = new Set(report.teams.flatMap((team) => team.problems.map((problem) => problem.code)));
    for (const code of [
      "team-shared-card",
      "team-too-many-copies",
      "unknown-card",
      "deck-too-small",
      "sideboard-not-allowed",
      "banned",
      "restricted",
    ]) {
      expect(codes).toContain(code);
    }
    // More unknown names than one lookup suggests for, yet each team has its own check's suggestions.
    const suggested = report.teams.flatMap((team) =>
      team.problems.filter((problem) => problem.code === "unknown-card" && problem.suggestions.length > 0),
    );
    expect(suggested.length).toBeGreaterThan(10);
  });

  it("reads the same teams from a CSV file and checks them the same way", async () => {
    const rows = TEAMS.map((team) => [
      team.name,
      team.decks[0]!.name,
      team.decks[0]!.list,
      team.decks[1]!.name,
      team.decks[1]!.list,
      team.format,
      team.ruleset ?? "",
    ]);
    const csv = stringify([["Team", "Player 1", "List 1", "Player 2", "List 2", "Format", "Ruleset"], ...rows]);
    const fromCsv = await batch(csv, { "content-type": "text/csv" });
    const fromJson = await batch(JSON.stringify({ teams: TEAMS }));
    expect(fromCsv.teams).toEqual(fromJson.teams.map((team, index) => ({ ...team, row: index + 2 })));
    expect(fromCsv.summary).toEqual(fromJson.summary);
  });

  it("checks a Sealed team against its pool from the CSV's pool column, and prints the pool on its sheet", async () => {
    const sealed = {
      name: "Sealed at Karlov Manor",
      format: "limited",
      decks: MKM_DECKS.map((list, index) => ({ name: ["Alice", "Bob"][index], list })),
      pool: MKM_POOL,
    };
    const short = { ...sealed, name: "Short pool", pool: MKM_POOL.split("\n").slice(0, 30).join("\n") };
    const csv = stringify([
      ["team", "player1", "list1", "player2", "list2", "format", "pool"],
      ...[sealed, short].map((team) => [
        team.name,
        "Alice",
        team.decks[0]!.list,
        "Bob",
        team.decks[1]!.list,
        "Limited",
        team.pool,
      ]),
    ]);
    const response = await handleBatchRequest(post("/api/batch?sheets=1", csv, { "content-type": "text/csv" }), {
      cardSource,
      now: () => NOW,
      siteUrl: SITE,
    });
    const report = (await response.json()) as BatchReport;
    for (const [index, team] of [sealed, short].entries())
      expectSameAsValidate(report.teams[index]!, await validate(team));
    expect(report.teams[0]).toMatchObject({ legal: true, pool: { cards: 90, sideboard: expect.any(Array) } });
    expect(report.teams[1]?.problems.map((problem) => problem.code)).toContain("not-in-pool");
  });

  it("answers CSV for Accept: text/csv, one row per team, which parses back to the JSON answer", async () => {
    const teams = [...TEAMS.slice(0, 12), BAD_TEAMS[0]];
    const json = await batch(JSON.stringify({ teams }));
    const response = await handleBatchRequest(
      post("/api/batch", JSON.stringify({ teams }), { "content-type": "application/json", accept: "text/csv" }),
      {
        cardSource,
        now: () => NOW,
        siteUrl: SITE,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(header).toEqual([...BATCH_CSV_COLUMNS]);
    expect(rows).toEqual(
      json.teams.map((team) => [
        team.name,
        ...team.players,
        team.format ?? "",
        team.ruleset ?? "",
        team.legal === null ? "invalid" : team.legal ? "legal" : "illegal",
        String(team.errors),
        String(team.warnings),
        problemsLine(team),
        team.link ?? "",
        // Added: the event and each problem's sentence, as the JSON answer words them.
        team.event ?? "",
        team.error
          ? (team.error.message ?? team.error.code)
          : team.problems.map((problem) => (problem as { message?: string }).message).join("\n"),
      ]),
    );
    expect(rows[0]?.[10]).toBe("Two-Headed Giant Modern, 30 life, 15 poison");
    expect(rows[0]?.[9]).toMatch(/^https:\/\/deckcheck\.example\.org\/check\?d=2\./);
  });

  it("adds each team's decks as read and a QR code of its link for printed sheets, when asked", async () => {
    const plain = await batch(JSON.stringify({ teams: TEAMS.slice(0, 2) }));
    expect(plain.teams[0]).not.toHaveProperty("qr");
    expect(plain.teams[0]).not.toHaveProperty("decks");
    const response = await handleBatchRequest(
      new Request("http://127.0.0.1:3000/api/batch?sheets=1", {
        method: "POST",
        body: JSON.stringify({ teams: [...TEAMS.slice(0, 2), BAD_TEAMS[0]] }),
      }),
      { cardSource, now: () => NOW, siteUrl: SITE },
    );
    const sheets = (await response.json()) as BatchReport;
    expect(sheets.teams[0]?.qr).toMatch(/^<svg /);
    expect(sheets.teams[0]?.decks?.map((deck) => deck.mainCount)).toEqual([60, 60]);
    expect(sheets.teams[0]?.alternate).toEqual({ ruleset: "classic", legal: true });
    expect(sheets.teams[2]).toMatchObject({ legal: null, qr: null });
  });

  it.each([
    ["as the file is", sampleCsv()],
    ["as the page's field holds it, chosen or pasted", asPasted(sampleCsv())],
  ])(
    "checks the sample CSV the organizer page offers %s as its rows say: legal, a card in both decks, legal under the classic rule",
    async (_, csv) => {
      const report = await batch(csv, { "content-type": "text/csv" });
      expect(
        report.teams.map((team) => [
          team.name,
          team.legal,
          team.problems.map((problem) => `${problem.code} ${problem.card}`),
        ]),
      ).toEqual([
        ["Team Rocket", true, []],
        ["Les Géants, Lyon", false, ["team-shared-card Lightning Bolt"]],
        ["Kitchen Table", true, []],
      ]);
    },
  );

  it("checks every row of a CSV whose row 3 leaves a quote open, that row alone being an invalid team worded in the asked language", async () => {
    const row = (team: string, first: string, second: string) =>
      `"${team}",Alice,"4 Lightning Bolt\n${first}",Bob,"4 Counterspell\n${second}",modern`;
    const broken = `"Broken,Carol,"4 Opt\n56 Island",Dan,"4 Ponder\n56 Island",modern`;
    const csv = [
      "team,player1,list1,player2,list2,format",
      row("Legal", "56 Mountain", "56 Island"),
      broken,
      row("Short", "6 Mountain", "56 Island"),
    ].join("\n");
    const ask = async (body: string, headers: Record<string, string>, query = "") => {
      const response = await handleBatchRequest(post(`/api/batch${query}`, body, headers), {
        cardSource,
        now: () => NOW,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as BatchReport).teams.map((team) => [
        team.row,
        team.name,
        team.legal,
        team.error,
      ]);
    };
    const unreadable = {
      code: "bad-request",
      issues: [{ field: "body", why: { code: "csv-row-unreadable", row: 3, line: 5, fault: "quotes" } }],
    };
    expect(await ask(csv, { "content-type": "text/csv" }, "?language=es")).toEqual([
      [2, "Legal", true, undefined],
      [
        3,
        "",
        null,
        {
          ...unreadable,
          message: expect.stringMatching(/^no se pudo leer la fila 3 \(línea 5\): sus comillas no van en pareja/),
        },
      ],
      [4, "Short", false, undefined],
    ]);
    const json = JSON.stringify({ csv, language: "ja", teams: [] });
    const error = (await ask(json, { "content-type": "application/json" }))[1]?.[3];
    expect(error).toMatchObject({
      message: expect.stringMatching(/^3番目の行（ファイルの5行目）を読み取れませんでした/),
    });
    expect(error).toMatchObject({ issues: [{ field: "csv" }] });
  });

  it("answers through the app's route, on the card data CARD_DATA names", async () => {
    process.env.CARD_DATA = SHARED;
    const { POST } = await import("@/app/api/batch/route");
    const response = await POST(post("/api/batch", JSON.stringify({ teams: TEAMS.slice(0, 3) })));
    expect(response.status).toBe(200);
    expect((await response.json()).summary.teams).toBe(3);
  });
});
