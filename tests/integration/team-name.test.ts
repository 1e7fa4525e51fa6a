// A team's optional name (docs/api.md, POST /api/validate): echoed in the report, carried by its link, and in a
// batch taken from the JSON `name` or the CSV's `team` column, so the link opened from the organizer's table
// names the team too. On the small committed card fixture: the name is all this file looks at.
import path from "node:path";
import { stringify } from "csv-stringify/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { BatchReport } from "@/lib/batch/report";
import type { CardSource } from "@/lib/cards/source";
import { createCardSource } from "@/server/cards/select-source";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { decodeShare } from "@/lib/share/decode";

const FIXTURE = path.resolve(__dirname, "../fixtures/cards/rules-cards.json");
const NOW = new Date("2026-11-27T02:00:00Z");

let source: CardSource;
const cardSource = async () => source;

beforeAll(async () => {
  source = await createCardSource({ kind: "bulk", target: FIXTURE }, () => undefined);
});

const request = (route: string, body: string, contentType = "application/json") =>
  new Request(`http://127.0.0.1${route}`, { method: "POST", body, headers: { "content-type": contentType } });

const DECKS = [
  { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
  { name: "Bob", list: "4 Counterspell\n56 Island" },
];

/** The team's name a report's link carries, or undefined. */
function nameInLink(share: string | null): string | undefined {
  const decoded = decodeShare(new URL(share ?? "/check", "http://x").searchParams.get("d"));
  if (!decoded.success) throw new Error(`unreadable link ${share}`);
  return decoded.data.name;
}

async function validate(team: unknown) {
  const response = await handleValidateRequest(request("/api/validate", JSON.stringify(team)), {
    cardSource,
    now: () => NOW,
  });
  return { status: response.status, body: await response.json() };
}

async function batch(body: string, contentType?: string): Promise<BatchReport> {
  const response = await handleBatchRequest(request("/api/batch", body, contentType), {
    cardSource,
    now: () => NOW,
    siteUrl: "https://deckcheck.example.org",
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("a team's name", () => {
  it("POST /api/validate echoes it trimmed and its link carries it; without one, the report has none", async () => {
    const named = await validate({ name: "  Team Rocket ", format: "modern", decks: DECKS });
    expect(named.status).toBe(200);
    expect(named.body.name).toBe("Team Rocket");
    expect(nameInLink(named.body.share)).toBe("Team Rocket");

    const unnamed = await validate({ format: "modern", decks: DECKS });
    expect(unnamed.body).not.toHaveProperty("name");
    expect(nameInLink(unnamed.body.share)).toBeUndefined();
    // The rest of the report is the same with or without a name.
    expect({ ...named.body, name: undefined, share: null }).toEqual({ ...unnamed.body, name: undefined, share: null });
  });

  it("POST /api/validate refuses a name too long or not text with a 400 naming `name`, in the language asked", async () => {
    const tooLong = await validate({ name: "x".repeat(101), format: "modern", decks: DECKS, language: "es" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({
      code: "bad-request",
      message: "name: el nombre de un equipo tiene como máximo 100 caracteres",
    });
    const notText = await validate({ name: { team: "Rocket" }, format: "modern", decks: DECKS });
    expect(notText.status).toBe(400);
    expect(notText.body.error.message).toBe("name: a team name is text");
  });

  it("a batch's `team` column (CSV) or `name` (JSON) reaches each team's link", async () => {
    const csv = stringify([
      ["team", "player1", "list1", "player2", "list2", "format"],
      ["Les Géants, Lyon", "Chloé", DECKS[0]!.list, "Dmitri", DECKS[1]!.list, "modern"],
      ["", "Aiko", DECKS[0]!.list, "Bruno", DECKS[1]!.list, "modern"],
    ]);
    const fromCsv = await batch(csv, "text/csv");
    expect(fromCsv.teams.map((team) => [team.name, nameInLink(team.share)])).toEqual([
      ["Les Géants, Lyon", "Les Géants, Lyon"],
      ["", undefined],
    ]);

    const fromJson = await batch(
      JSON.stringify({ teams: [{ name: " Team Rocket ", format: "modern", decks: DECKS }] }),
    );
    expect(fromJson.teams[0]).toMatchObject({ name: "Team Rocket", legal: true });
    expect(nameInLink(fromJson.teams[0]!.share)).toBe("Team Rocket");
    // The same link /api/validate gives the team.
    expect(fromJson.teams[0]!.share).toBe(
      (await validate({ name: "Team Rocket", format: "modern", decks: DECKS })).body.share,
    );
  });
});
