// A batch on live card data, wired as the app wires it (config → planCardSource → createCardSource,
// Scryfall's real 500 ms spacing), against a fake Scryfall on 127.0.0.1 over the shared real cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchReport } from "@/lib/batch/report";
import { checkTeam } from "@/lib/check/check-team";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { createCardSource, planCardSource } from "@/server/cards/select-source";
import { readConfig } from "@/server/config";
import { loadBulkData } from "@/server/cards/bulk-file";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { eventTeams } from "../fixtures/batch/event-teams.mjs";
import { FakeScryfall, serveFakeScryfall } from "../support/fake-scryfall";
import { SHARED_CARDS_FILE, sharedCards } from "../support/shared-cards";
import { temporaryFolder } from "../support/temporary-folders";

const fake = new FakeScryfall(sharedCards());
let server: Awaited<ReturnType<typeof serveFakeScryfall>>;

beforeAll(async () => {
  server = await serveFakeScryfall(fake);
});

afterAll(async () => {
  await server.close();
});

// Teams without typos: each unknown name costs fuzzy and autocomplete requests at Scryfall's pace.
const TEAMS = eventTeams(sharedCards(), 14).filter((_, index) => index % 8 !== 3);

describe("POST /api/batch on live Scryfall (a fake on 127.0.0.1)", () => {
  it("looks the batch's distinct names up 75 to a request, and gives the verdicts the same cards give offline", async () => {
    const noBulk = temporaryFolder("batch-live");
    const live = await createCardSource(
      planCardSource(readConfig({ SCRYFALL_API_URL: server.url, CARD_DATA: "" }), noBulk),
      () => undefined,
    );
    const response = await handleBatchRequest(
      new Request("http://127.0.0.1/api/batch", { method: "POST", body: JSON.stringify({ teams: TEAMS }) }),
      { cardSource: async () => live },
    );
    expect(response.status).toBe(200);
    const report = (await response.json()) as BatchReport;
    expect(report.cardData).toEqual({ source: "scryfall", updatedAt: null });

    const names = new Set(
      TEAMS.flatMap((team) =>
        team.decks.flatMap((deck) => deck.list.split("\n").map((line) => line.replace(/^\d+ /, ""))),
      ),
    );
    expect(fake.requests.map((request) => request.path)).toEqual(
      Array(Math.ceil(names.size / 75)).fill("/cards/collection"),
    );
    expect(fake.requests.length).toBeGreaterThan(1);

    const offline = new MemoryCardSource((await loadBulkData(SHARED_CARDS_FILE, () => undefined)).cards);
    for (const [index, team] of TEAMS.entries()) {
      const outcome = await checkTeam(team, offline);
      if (!outcome.ok) throw new Error(outcome.error.message);
      const result = report.teams[index]!;
      expect(result.legal).toBe(outcome.report.legal);
      expect(result.problems.map((problem) => [problem.code, problem.card])).toEqual(
        outcome.report.problems.map((problem) => [problem.code, problem.card]),
      );
    }
  });
});
