// A store's 2HG Commander night (30 teams) as one CSV batch, house rules in their own columns, on the
// shared real cards: each team gets what POST /api/validate gives it alone.
import { beforeAll, describe, expect, it } from "vitest";
import type { BatchReport } from "@/lib/batch/report";
import type { CardSource } from "@/lib/cards/source";
import type { ApiReport } from "@/lib/report/report";
import { createCardSource } from "@/server/cards/select-source";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { commanderNight } from "../fixtures/batch/commander-night.mjs";
import { SHARED_CARDS_DIR } from "../support/shared-cards";
const NOW = new Date("2026-11-24T19:00:00Z");

let source: CardSource;
const cardSource = async () => source;

beforeAll(async () => {
  source = await createCardSource({ kind: "bulk", target: SHARED_CARDS_DIR }, () => undefined);
});

const post = (route: string, body: string, contentType: string) =>
  new Request(`http://127.0.0.1:3000${route}`, { method: "POST", body, headers: { "content-type": contentType } });

describe("a 2HG Commander night as one CSV batch", () => {
  const night = commanderNight(30);

  it("checks all 30 teams with the store's house rules, each as its own check would", async () => {
    const response = await handleBatchRequest(post("/api/batch?sheets=1", night.csv, "text/csv"), {
      cardSource,
      now: () => NOW,
      siteUrl: "https://store.example",
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as BatchReport;
    expect(report.summary.teams).toBe(30);
    expect(report.summary.invalid).toBe(0);
    expect(report.summary.legal).toBeGreaterThan(0);
    expect(report.summary.illegal).toBeGreaterThan(0);

    for (const [index, team] of night.teams.entries()) {
      const alone = await handleValidateRequest(post("/api/validate", JSON.stringify(team), "application/json"), {
        cardSource,
        now: () => NOW,
      });
      const single = (await alone.json()) as ApiReport;
      const result = report.teams[index]!;
      expect(result.problems).toEqual(single.problems);
      expect(result.legal).toBe(single.legal);
      expect(result.ruleset).toBe("open");
      expect(result.houseRules).toEqual(single.houseRules);
      expect(result.decks?.map((deck) => deck.commander.length)).toEqual(
        single.decks.map((deck) => deck.commander.length),
      );
    }
    const codesOf = (index: number) => report.teams[index]!.problems.map((problem) => problem.code);
    // Team 1 (Karlach's deck plays Gamble, which the store bans), team 2 (a cap of one), team 5 (MTGO's export).
    expect(codesOf(0)).toContain("house-banned");
    expect(report.teams[1]!.houseRules).toEqual({ houseBans: "1 Gamble", gameChangers: 1 });
    expect(codesOf(1)).toContain("too-many-game-changers");
    expect(report.teams[4]!.decks?.[0]?.commander.map((entry) => entry.name)).toEqual(["Daretti, Scrap Savant"]);
    expect(codesOf(3)).toContain("color-identity");
    expect(codesOf(5)).toContain("commander-deck-size");
    expect(report.teams.every((team) => typeof team.qr === "string")).toBe(true);
  });

  it("names the column of a bad house-rule cell", async () => {
    const csv = night.csv.replace(/,"1"$/m, ',"one"');
    const response = await handleBatchRequest(post("/api/batch", csv, "text/csv"), {
      cardSource,
      now: () => NOW,
      siteUrl: "https://store.example",
    });
    const report = (await response.json()) as BatchReport;
    const refused = report.teams.find((team) => team.legal === null);
    expect(refused?.error?.message).toMatch(/^Game Changers: /);
  });
});
