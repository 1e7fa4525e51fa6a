import { describe, expect, it } from "vitest";
import { CardDataUnavailableError, type CardSource } from "@/lib/cards/source";
import { handleBatchRequest, MAX_BATCH_BODY_BYTES, type BatchDependencies } from "@/server/http/batch-handler";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";
import { RateLimiter } from "@/server/http/rate-limit";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { deck, rulesCardSource } from "../../../support/rules-source";

const TEAM = {
  name: "Rocket",
  format: "modern",
  decks: [{ list: deck(["4 Lightning Bolt"], { basic: "Mountain" }) }, { list: deck(["4 Counterspell"]) }],
};
const CLIENT = { [PEER_ADDRESS_HEADER]: "203.0.113.7" };

const teams = (count: number) => JSON.stringify({ teams: Array.from({ length: count }, () => TEAM) });

function post(body: BodyInit, headers: Record<string, string> = {}, path = "/api/batch") {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...CLIENT, ...headers },
  });
}

async function send(request: Request, dependencies: Partial<BatchDependencies> = {}) {
  const source = await rulesCardSource();
  const response = await handleBatchRequest(request, { cardSource: async () => source, ...dependencies });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe("POST /api/batch: limits", () => {
  it("refuses a body over 20 MB before reading it, and more than 500 teams, as too large", async () => {
    const big = await send(post("{}", { "content-length": String(MAX_BATCH_BODY_BYTES + 1) }));
    expect(big).toMatchObject({
      status: 413,
      json: { error: { code: "too-large", message: "The request body is over 20 MB." } },
    });
    const many = await send(post(teams(501)));
    expect(many).toMatchObject({
      status: 413,
      json: { error: { code: "too-large", message: expect.stringMatching(/at most 500 teams; this one has 501/) } },
    });
  });

  it("answers 400 naming the columns a CSV lacks", async () => {
    const answer = await send(post("Team,Player 1,List 1\nA,a,4 Opt\n", { "content-type": "text/csv" }));
    expect(answer).toMatchObject({
      status: 400,
      json: {
        error: { code: "bad-request", message: expect.stringMatching(/no columns player2, list2, and format\./) },
      },
    });
  });

  it("answers 503 when card data is unavailable, for the whole batch", async () => {
    const down: CardSource = {
      info: { source: "scryfall", updatedAt: null },
      resolveNames: () => Promise.reject(new CardDataUnavailableError("Scryfall answered HTTP 503.")),
    };
    const answer = await send(post(teams(3)), { cardSource: async () => down });
    expect(answer).toMatchObject({
      status: 503,
      json: {
        error: {
          code: "card-data-unavailable",
          message: expect.stringMatching(/^Card data is unavailable: Scryfall answered HTTP 503\./),
        },
      },
    });
  });

  it("hands a live lookup a time budget that grows with the batch's names", async () => {
    const inner = await rulesCardSource();
    const budgets: (number | undefined)[] = [];
    const live: CardSource = {
      info: { source: "scryfall", updatedAt: null },
      resolveNames: (names, options) => {
        budgets.push(options?.budgetMs);
        return inner.resolveNames(names);
      },
    };
    await send(post(teams(2)), { cardSource: async () => live });
    expect(budgets).toEqual([9_000 + 500]);
  });
});

describe("POST /api/batch: the rate limit", () => {
  it("counts a batch as one request per 10 teams, on the budget /api/validate draws on", async () => {
    const limiter = new RateLimiter({ limit: 10 });
    const source = await rulesCardSource();
    const validate = () =>
      handleValidateRequest(post(JSON.stringify(TEAM), {}, "/api/validate"), {
        cardSource: async () => source,
        limiter,
      });

    expect((await send(post(teams(25)), { limiter })).status).toBe(200); // 3 of 10
    const over = await send(post(teams(71)), { limiter }); // 8 more would make 12: refused, 1 counted
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(over.json.error.code).toBe("rate-limited");
    expect((await send(post(teams(10)), { limiter })).status).toBe(200); // 5 of 10
    for (let request = 0; request < 5; request++) expect((await validate()).status).toBe(200);
    expect((await validate()).status).toBe(429);
    expect((await send(post(teams(1)), { limiter })).status).toBe(429);
  });
});

describe("POST /api/batch: a team it cannot check, in the `language` asked", () => {
  it("words the team's error in that language and keeps its issues; English by default", async () => {
    const body = (language?: string) =>
      JSON.stringify({
        language,
        teams: [TEAM, { ...TEAM, name: "Five", decks: [...TEAM.decks, ...TEAM.decks, TEAM.decks[0]] }],
      });
    const english = await send(post(body()));
    const japanese = await send(post(body("ja")));
    const [, refused] = english.json.teams;
    expect(refused.error).toEqual({
      code: "bad-request",
      message: "decks: a Two-Headed Giant team has 2 to 4 decks",
      issues: [{ field: "decks", why: { code: "deck-count", min: 2, max: 4, variant: "giant" } }],
    });
    expect(japanese.json.teams[1].error).toEqual({
      ...refused.error,
      message: "decks：双頭巨人戦のチームは2～4個のデッキで組みます",
    });
    expect(japanese.json.teams[0].error).toBeUndefined();
  });
});

describe("POST /api/batch: bounded work", () => {
  it("words and sends the answer a team at a time, the event loop turning between teams", async () => {
    let turns = 0;
    const pause = async () => void turns++;
    const source = await rulesCardSource();
    const response = await handleBatchRequest(post(teams(5)), { cardSource: async () => source, pause });
    expect(response.body).toBeInstanceOf(ReadableStream);
    const before = turns;
    const reader = response.body!.getReader();
    const pieces: string[] = [];
    const decoder = new TextDecoder();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      pieces.push(decoder.decode(read.value));
    // The head, five teams and the end: one piece each, with a turn before each.
    expect(pieces).toHaveLength(7);
    expect(turns - before).toBeGreaterThanOrEqual(7);
    const answer = JSON.parse(pieces.join("")) as { summary: { teams: number }; teams: { name: string }[] };
    expect(answer.summary.teams).toBe(5);
    expect(answer.teams.map((team) => team.name)).toEqual(Array(5).fill("Rocket"));
  });

  it("answers 503 with Retry-After, in the asked language, when the server's batch work is full", async () => {
    const full = { enter: async () => ({ ok: false as const, retryAfterSeconds: 30 }) };
    const answer = await send(post(teams(2), {}, "/api/batch?language=es"), { gate: full });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(answer.json).toEqual({
      error: {
        code: "busy",
        message: "El servidor está comprobando otros lotes: vuelve a enviar este dentro de 30 s.",
      },
    });
  });

  it("holds its place in the gate until its answer is sent, or the client goes away", async () => {
    const released: string[] = [];
    const gate = (name: string) => ({
      enter: async () => ({ ok: true as const, release: () => released.push(name) }),
    });
    const source = await rulesCardSource();
    const read = await handleBatchRequest(post(teams(3)), { cardSource: async () => source, gate: gate("read") });
    expect(released).toEqual([]);
    await read.text();
    expect(released).toEqual(["read"]);
    const gone = await handleBatchRequest(post(teams(3)), { cardSource: async () => source, gate: gate("gone") });
    await gone.body!.cancel();
    expect(released).toEqual(["read", "gone"]);
    const refused = await handleBatchRequest(post("{"), { cardSource: async () => source, gate: gate("refused") });
    expect(refused.status).toBe(400);
  });
});
