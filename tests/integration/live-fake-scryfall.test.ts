// End to end over HTTP: the live card source, wired exactly as the app wires it (config →
// planCardSource → createCardSource, with its own queue and cache and Scryfall's real 500 ms
// spacing), against a fake Scryfall on 127.0.0.1 serving the shared real card objects; checks
// go through checkTeam and the POST /api/validate handler.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCardSource, planCardSource } from "@/server/cards/select-source";
import type { CardSource } from "@/lib/cards/source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamInput } from "@/lib/input/team-input";
import { readConfig } from "@/server/config";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { FakeScryfall, serveFakeScryfall } from "../support/fake-scryfall";
import { sharedCards } from "../support/shared-cards";
import { temporaryFolder } from "../support/temporary-folders";

const fake = new FakeScryfall(sharedCards(), "/scryfall");
let server: Awaited<ReturnType<typeof serveFakeScryfall>>;
let source: CardSource;
const logLines: string[] = [];

/** A directory with no download in data/, so the plan falls through to live Scryfall. */
const noBulkDir = () => temporaryFolder("live");

async function liveSourceAt(apiUrl: string, log: (line: string) => void = () => undefined): Promise<CardSource> {
  return createCardSource(planCardSource(readConfig({ SCRYFALL_API_URL: apiUrl, CARD_DATA: "" }), noBulkDir()), log);
}

/** Thirty real non-basic cards legal in Modern (plain names, one card each), fifteen per deck. */
function modernNames(): [string[], string[]] {
  const names = sharedCards()
    .filter(
      (card) =>
        card.lang === "en" &&
        card.layout === "normal" &&
        !String(card.type_line).includes("Basic") &&
        (card.legalities as Record<string, string> | undefined)?.modern === "legal" &&
        !card.name.includes("/"),
    )
    .map((card) => card.name);
  const unique = [...new Set(names)].filter((name) => names.indexOf(name) === names.lastIndexOf(name));
  return [unique.slice(0, 15), unique.slice(15, 30)];
}

const list = (names: readonly string[]) => names.map((name) => `4 ${name}`).join("\n");

function team(first: string, second: string): TeamInput {
  return {
    format: "modern",
    decks: [
      { name: "Alice", list: first },
      { name: "Bob", list: second },
    ],
  };
}

beforeAll(async () => {
  server = await serveFakeScryfall(fake, "/scryfall");
  source = await liveSourceAt(server.url, (line) => logLines.push(line));
});

afterAll(async () => {
  await server.close();
});

describe("live Scryfall source against a fake Scryfall on 127.0.0.1", () => {
  it("logs which source runs and why", () => {
    expect(logLines).toEqual([
      `card data: live Scryfall at ${server.url} (no CARD_DATA, no data/oracle-cards.compact.json)`,
    ]);
  });

  it("checks a legal team with one collection request, then again with none", async () => {
    const [alice, bob] = modernNames();
    const input = team(list(alice), list(bob));
    const before = fake.requests.length;

    const outcome = await checkTeam(input, source);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.report.problems).toEqual([]);
    expect(outcome.report.legal).toBe(true);
    expect(outcome.report.cardData).toEqual({ source: "scryfall", updatedAt: null });
    expect(outcome.report.decks.map((deck) => deck.mainCount)).toEqual([60, 60]);
    const asked = fake.requests.slice(before);
    expect(asked.map((request) => request.path)).toEqual(["/cards/collection"]);
    expect(asked[0]?.headers["user-agent"]).toMatch(/^2HGDeckCheck\//);

    const again = await checkTeam(input, source);
    expect(again.ok && again.report.legal).toBe(true);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it("reports a typo as unknown with suggestions, resolves split and face names, and finds the shared card", async () => {
    const [alice, bob] = modernNames();
    const first = [
      ...alice.slice(0, 13).map((name) => `4 ${name}`),
      "4 Lightning Bolf",
      "4 Cut/Ribbons",
      "4 Bala Ged Recovery",
    ];
    const second = [...bob.slice(0, 14).map((name) => `4 ${name}`), `4 ${alice[0]}`];
    const outcome = await checkTeam(team(first.join("\n"), second.join("\n")), source);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { report } = outcome;

    const unknown = report.problems.find((problem) => problem.code === "unknown-card");
    expect(unknown).toMatchObject({ card: "Lightning Bolf", decks: [0], lines: [[14]] });
    expect(unknown?.suggestions).toContain("Lightning Bolt");
    expect(report.decks[0]?.main.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["Lightning Bolf", "Cut // Ribbons", "Bala Ged Recovery // Bala Ged Sanctuary"]),
    );
    expect(report.problems.find((problem) => problem.code === "team-shared-card")).toMatchObject({
      card: alice[0],
      decks: [0, 1],
    });
    expect(report.legal).toBe(false);
  });

  it("answers POST /api/validate from the live source", async () => {
    const [alice, bob] = modernNames();
    const request = new Request("http://localhost/api/validate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(team(list(alice), list(bob))),
    });
    const response = await handleValidateRequest(request, { cardSource: async () => source });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ legal: true, cardData: { source: "scryfall", updatedAt: null } });
  });

  it("answers 503 card-data-unavailable, quickly, when Scryfall cannot be reached", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const down = await liveSourceAt(`http://127.0.0.1:${closedPort}`);
    const request = new Request("http://localhost/api/validate", {
      method: "POST",
      body: JSON.stringify(team("4 Opt\n56 Island", "4 Consider\n56 Island")),
    });
    const started = performance.now();
    const response = await handleValidateRequest(request, { cardSource: async () => down });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: "card-data-unavailable" } });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
