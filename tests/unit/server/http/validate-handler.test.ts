import { describe, expect, it } from "vitest";
import { CardDataUnavailableError, type CardSource } from "@/lib/cards/source";
import { FORMAT_IDS } from "@/lib/formats";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";
import { RateLimiter } from "@/server/http/rate-limit";
import { handleValidateRequest, MAX_BODY_BYTES } from "@/server/http/validate-handler";
import { MAX_LIST_BYTES } from "@/server/http/team-limits";
import type { ApiReport } from "@/lib/report/report";
import { decodeShare } from "@/lib/share/decode";
import { deck, rulesCardSource } from "../../../support/rules-source";

const URL_ = "http://127.0.0.1/api/validate";
const LEGAL = deck(["4 Lightning Bolt"], { basic: "Mountain" });
const LEGAL_TOO = deck(["4 Counterspell"], { basic: "Island" });

function team(
  decks: unknown[] = [
    { name: "Alice", list: LEGAL },
    { name: "Bob", list: LEGAL_TOO },
  ],
  extra: object = {},
) {
  return { format: "modern", decks, ...extra };
}

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
): Request {
  return new Request(URL_, { method: "POST", body, headers });
}

/** A body sent in chunks with no Content-Length, or with one that lies. */
function streamed(text: string, headers: Record<string, string> = {}): Request {
  const bytes = new TextEncoder().encode(text);
  const chunk = 64 * 1024;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
  return new Request(URL_, { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
}

async function send(request: Request, source?: CardSource) {
  const cardSource = source ?? (await rulesCardSource());
  const response = await handleValidateRequest(request, { cardSource: async () => cardSource });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Asserted by the caller.
  }
  return { status: response.status, contentType: response.headers.get("content-type"), json };
}

type Answer = Awaited<ReturnType<typeof send>>;
const reportOf = (answer: Answer) => answer.json as ApiReport;
const messageOf = (answer: Answer) => (answer.json as { error: { message: string } }).error.message;

async function sendJson(body: unknown) {
  return send(post(JSON.stringify(body)));
}

function expectError(answer: Answer, status: number, code: string, message?: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toContain("application/json");
  expect(answer.json).toEqual({ error: { code, message: expect.any(String) } });
  if (message) expect(messageOf(answer)).toMatch(message);
}

describe("POST /api/validate: a normal check", () => {
  it("answers 200 with a full report", async () => {
    const answer = await sendJson(team());
    expect(answer.status).toBe(200);
    const report = reportOf(answer);
    expect(report).toMatchObject({ legal: true, format: "modern", ruleset: "tournament", problems: [] });
    expect(report.decks.map((d) => d.mainCount)).toEqual([60, 60]);
    expect(report.share).toMatch(/^\/check\?d=2\./);
    expect(report.plan).toBeNull();
  });

  it("carries the plan, its text in the asked language", async () => {
    const shared = team([
      { name: "Alice", list: LEGAL },
      { name: "Bob", list: deck(["4 Lightning Bolt"], { basic: "Island" }) },
    ]);
    const plan = (json: unknown) => (json as { plan: { text: string; changes: unknown[] } }).plan;
    const english = plan((await sendJson(shared)).json);
    expect(english.changes).toHaveLength(2);
    expect(english.text).toBe(
      "Bob's deck: take out 4 Lightning Bolt; add 4 Island; then 60 cards. Lightning Bolt may stay in either deck (the team's choice); this plan keeps it in Alice's deck.",
    );
    expect(plan((await sendJson({ ...shared, language: "it" })).json).text).toMatch(/^Mazzo di Bob: togli 4/);
  });
});

describe("POST /api/validate: size limits → 413 too-large, checked before parsing", () => {
  it("refuses a list over 200 KB, naming it", async () => {
    const list = `${LEGAL}\n${"x".repeat(MAX_LIST_BYTES)}`;
    expectError(await sendJson(team([{ list: LEGAL }, { list }])), 413, "too-large", /decks\.1\.list.*200 KB/);
  });

  it("counts a list's size in UTF-8 bytes, not characters", async () => {
    const list = "🂡".repeat(MAX_LIST_BYTES / 4 + 1); // 4 bytes each: just over 200 KB, 50,001 characters
    expectError(await sendJson(team([{ list }, { list: LEGAL }])), 413, "too-large", /decks\.0\.list/);
  });

  it("refuses a body over 1 MB with an honest Content-Length", async () => {
    const body = JSON.stringify(team([{ list: LEGAL }, { list: LEGAL }], { padding: "x".repeat(MAX_BODY_BYTES) }));
    expectError(await send(post(body)), 413, "too-large", /1 MB/);
  });

  it("refuses a body over 1 MB declared by Content-Length alone, without reading it", async () => {
    const request = streamed("{}", { "content-length": String(MAX_BODY_BYTES + 1) });
    expectError(await send(request), 413, "too-large");
  });

  it("refuses a streamed body over 1 MB that sends no Content-Length", async () => {
    const body = JSON.stringify(team([{ list: LEGAL }, { list: LEGAL }], { padding: "x".repeat(MAX_BODY_BYTES) }));
    expectError(await send(streamed(body)), 413, "too-large");
  });

  it("refuses a streamed body over 1 MB whose Content-Length lies", async () => {
    const body = JSON.stringify(team([{ list: LEGAL }, { list: LEGAL }], { padding: "x".repeat(2 * MAX_BODY_BYTES) }));
    expectError(await send(streamed(body, { "content-length": "100" })), 413, "too-large");
  });

  it("accepts a streamed body under the cap", async () => {
    const answer = await send(streamed(JSON.stringify(team())));
    expect(answer.status).toBe(200);
  });
});

describe("POST /api/validate: a Limited team's pool (docs/api.md, 2HG Limited)", () => {
  const limitedTeam = (extra: object) =>
    team([{ list: deck(["2 Opt"], { size: 40 }) }, { list: deck([], { size: 40, basic: "Swamp" }) }], {
      format: "limited",
      ...extra,
    });

  it("answers the pool's size and shared sideboard, and the link carries the pool and the allowed cards", async () => {
    const answer = await sendJson(limitedTeam({ pool: "3 Opt\n1 Cut Down", allowed: "1 Consider" }));
    expect(answer.status).toBe(200);
    const report = reportOf(answer);
    expect(report.pool).toMatchObject({
      cards: 4,
      allowed: 1,
      sideboard: [
        { name: "Opt", quantity: 1 },
        { name: "Cut Down", quantity: 1 },
      ],
    });
    const shared = decodeShare(new URL(report.share ?? "", "http://x").searchParams.get("d"));
    expect(shared.success && [shared.data.pool, shared.data.allowed]).toEqual(["3 Opt\n1 Cut Down", "1 Consider"]);
  });

  it("answers pool: null without a pool, and the link carries none", async () => {
    const report = reportOf(await sendJson(limitedTeam({})));
    expect(report.pool).toBeNull();
    const shared = decodeShare(new URL(report.share ?? "", "http://x").searchParams.get("d"));
    expect(shared.success && shared.data).not.toHaveProperty("pool");
  });

  it("refuses a pool with a Constructed format: 400 naming pool", async () => {
    expectError(
      await sendJson(team(undefined, { pool: "3 Opt" })),
      400,
      "bad-request",
      /^pool: the pool is read only with format limited/,
    );
  });

  it("refuses a pool or allowed list that is not text, over 1,000 lines or over 200 KB, naming it", async () => {
    expectError(await sendJson(limitedTeam({ pool: ["3 Opt"] })), 400, "bad-request", /^pool: the pool must be text/);
    const lines = Array.from({ length: 1001 }, () => "1 Opt").join("\n");
    expectError(
      await sendJson(limitedTeam({ pool: "1 Opt", allowed: lines })),
      400,
      "bad-request",
      /^allowed: a list has at most 1000 lines/,
    );
    expectError(
      await sendJson(limitedTeam({ pool: "x".repeat(MAX_LIST_BYTES + 1) })),
      413,
      "too-large",
      /^pool: a list is at most 200 KB/,
    );
  });
});

describe("POST /api/validate: input limits → 400 bad-request naming the limit", () => {
  it("refuses a list of more than 1,000 lines", async () => {
    const list = Array.from({ length: 1001 }, () => "1 Island").join("\n");
    expectError(await sendJson(team([{ list: LEGAL }, { list }])), 400, "bad-request", /decks\.1\.list: .*1000 lines/);
  });

  it("accepts exactly 1,000 lines", async () => {
    const list = ["60 Island", ...Array.from({ length: 999 }, (_, index) => `// note ${index}`)].join("\n");
    expect((await sendJson(team([{ list: LEGAL }, { list }]))).status).toBe(200);
  });

  it("counts a CRLF line end once: exactly 1,000 CRLF lines pass, with or without a final line break", async () => {
    const list = ["60 Island", ...Array.from({ length: 999 }, (_, index) => `// note ${index}`)].join("\r\n");
    expect((await sendJson(team([{ list: LEGAL }, { list }]))).status).toBe(200);
    expect((await sendJson(team([{ list: LEGAL }, { list: `${list}\r\n` }]))).status).toBe(200);
    expectError(await sendJson(team([{ list: LEGAL }, { list: `${list}\r\nx` }])), 400, "bad-request", /1000 lines/);
  });

  it("counts CR-only and CRLF line ends as lines", async () => {
    const list = Array.from({ length: 1001 }, () => "1 Island").join("\r");
    expectError(await sendJson(team([{ list }, { list: LEGAL }])), 400, "bad-request", /1000 lines/);
  });

  it("refuses a quantity over 999, naming the line and the card", async () => {
    const list = "60 Mountain\n1000 Lightning Bolt";
    expectError(
      await sendJson(team([{ list }, { list: LEGAL_TOO }])),
      400,
      "bad-request",
      /decks\.0\.list: line 2 .*Lightning Bolt.*999/,
    );
  });

  it("accepts a quantity of 999 (and reports it as a rules problem)", async () => {
    const answer = await sendJson(team([{ list: "999 Lightning Bolt" }, { list: LEGAL_TOO }]));
    expect(answer.status).toBe(200);
    expect(reportOf(answer).problems.map((p) => p.code)).toContain("too-many-copies");
  });
});

describe("POST /api/validate: malformed requests → 400 bad-request", () => {
  it.each([
    ["not JSON", "{ format: modern", /not valid JSON/],
    ["an empty body", "", /not valid JSON/],
    ["truncated JSON", JSON.stringify(team()).slice(0, 40), /not valid JSON/],
  ])("refuses %s", async (_, body, message) => {
    expectError(await send(post(body)), 400, "bad-request", message);
  });

  it("refuses a missing body", async () => {
    expectError(await send(new Request(URL_, { method: "POST" })), 400, "bad-request");
  });

  it.each([
    ["null", null],
    ["an array", [team()]],
    ["a string", "modern"],
    ["a number", 42],
    ["an empty object", {}],
  ])("refuses %s as the body", async (_, body) => {
    expectError(await sendJson(body), 400, "bad-request");
  });

  it.each([
    ["no decks", { format: "modern" }, /decks/],
    ["decks that are not a list", { format: "modern", decks: "Alice" }, /decks/],
    ["one deck", team([{ list: LEGAL }]), /decks: .*2 to 4 decks/],
    ["five decks", team(Array.from({ length: 5 }, () => ({ list: LEGAL }))), /decks: .*2 to 4 decks/],
    ["a deck that is not an object", team([LEGAL, { list: LEGAL }]), /decks\.0/],
    ["a list that is a number", team([{ list: 60 }, { list: LEGAL }]), /decks\.0\.list/],
    ["a missing list", team([{ name: "Alice" }, { list: LEGAL }]), /decks\.0\.list/],
    ["a name that is not text", team([{ name: ["Alice"], list: LEGAL }, { list: LEGAL }]), /decks\.0\.name/],
    ["a format that is a number", team(undefined, { format: 1 }), /format/],
    ["a missing format", { decks: [{ list: LEGAL }, { list: LEGAL }] }, /format/],
    ["an unknown ruleset", team(undefined, { ruleset: "casual" }), /ruleset: .*tournament, classic/],
  ])("refuses %s, naming the field", async (_, body, message) => {
    expectError(await sendJson(body), 400, "bad-request", message);
  });

  it("refuses an unknown format, listing every valid format id", async () => {
    const answer = await sendJson(team(undefined, { format: "brawl" }));
    expectError(answer, 400, "bad-request", /^format: /);
    for (const id of FORMAT_IDS) expect(messageOf(answer)).toContain(id);
  });
});

describe("POST /api/validate: content is never a reason to reject", () => {
  const hostile: [string, string][] = [
    ["control characters", "4 Lightning\u0000 Bolt\u0007\n\u001b[31m2 Opt\u001b[0m\n\u0085\u2028\u2029\n\b\f\v"],
    ["a 100 KB single line", `4 ${"Lightning Bolt ".repeat(6_700)}`],
    ["emoji", "4 ⚡ Bolt 🔥\n1 👨‍👩‍👧‍👦\n2 🂡 Ace"],
    ["HTML", '4 <script>alert(1)</script>\n1 "><img src=x onerror=alert(1)>\n<b>Sideboard</b>'],
    ["SQL-looking text", "1 '; DROP TABLE cards; --\n2 \" OR 1=1 --\n3 Robert'); DROP TABLE Students;--"],
    ["lone surrogates and odd Unicode", "1 \ud800 Bolt\n1 \udfff\n1 \u202eBolt\n1 \ufeff\ufffe"],
  ];

  it.each(hostile)("answers %s with 200 and a report of unknown cards", async (_, list) => {
    const answer = await sendJson(team([{ name: list.slice(0, 100), list }, { list: LEGAL_TOO }]));
    expect(answer.status).toBe(200);
    const report = reportOf(answer);
    expect(report.legal).toBe(false);
    expect(report.decks).toHaveLength(2);
    expect(report.problems.some((p) => p.code === "unknown-card" || p.code === "unparsed-line")).toBe(true);
  });

  it("keeps a hostile deck name as data", async () => {
    const name = "<script>alert(1)</script>";
    const answer = await sendJson(
      team([
        { name, list: LEGAL },
        { name: "'; DROP TABLE teams; --", list: LEGAL_TOO },
      ]),
    );
    expect(answer.status).toBe(200);
    expect(reportOf(answer).decks.map((d) => d.name)).toEqual([name, "'; DROP TABLE teams; --"]);
  });

  it("does not trip over prototype keys in the body", async () => {
    const body = `{"__proto__": {"legal": true}, "constructor": {"prototype": {}}, "format": "modern", "decks": ${JSON.stringify(
      [{ list: LEGAL, __proto__: { list: 1 } }, { list: LEGAL_TOO }],
    )}}`;
    expect((await send(post(body))).status).toBe(200);
  });
});

describe("POST /api/validate: card data unavailable → 503", () => {
  const down: CardSource = {
    info: { source: "scryfall", updatedAt: null },
    resolveNames: async () => {
      throw new CardDataUnavailableError("Scryfall (https://api.scryfall.com/cards/collection) could not be reached.");
    },
  };

  it("answers 503 card-data-unavailable when the source throws CardDataUnavailableError", async () => {
    expectError(await send(post(JSON.stringify(team())), down), 503, "card-data-unavailable", /could not be reached/);
  });

  it("answers 503 when the card source cannot even be created", async () => {
    const response = await handleValidateRequest(post(JSON.stringify(team())), {
      cardSource: async () => {
        throw new CardDataUnavailableError("no card data");
      },
    });
    expect(response.status).toBe(503);
  });

  it("still answers 400 for bad input while card data is down", async () => {
    expectError(await send(post("nope"), down), 400, "bad-request");
  });
});

describe("POST /api/validate: the rate limit → 429 rate-limited (docs/api.md, Errors and limits)", () => {
  const fromClient = (ip: string, body: BodyInit | null = JSON.stringify(team())) =>
    post(body, { "content-type": "application/json", [PEER_ADDRESS_HEADER]: ip });

  async function sendLimited(request: Request, limiter: RateLimiter) {
    const source = await rulesCardSource();
    return handleValidateRequest(request, { cardSource: async () => source, limiter });
  }

  it("answers a client's requests up to the limit, then 429 with Retry-After, in the API's error shape", async () => {
    const limiter = new RateLimiter({ limit: 2 });
    const statuses = [];
    for (const body of [JSON.stringify(team()), "{}"])
      statuses.push((await sendLimited(fromClient("203.0.113.7", body), limiter)).status);
    expect(statuses).toEqual([200, 400]);
    const refused = await sendLimited(fromClient("203.0.113.7"), limiter);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({
      error: { code: "rate-limited", message: expect.stringContaining("at most 2 a minute") },
    });
    const renamed = post(JSON.stringify(team()), {
      [PEER_ADDRESS_HEADER]: "203.0.113.7",
      "x-forwarded-for": "198.51.100.9",
    });
    expect((await sendLimited(renamed, limiter)).status, "X-Forwarded-For does not make a new client").toBe(429);
    expect((await sendLimited(fromClient("198.51.100.2"), limiter)).status).toBe(200);
  });

  it("refuses before reading the body", async () => {
    const limiter = new RateLimiter({ limit: 1 });
    await sendLimited(fromClient("203.0.113.7"), limiter);
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(team())));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    ); // pulled only when read
    const request = new Request(URL_, {
      method: "POST",
      body,
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.7" },
      duplex: "half",
    } as RequestInit);
    expect((await sendLimited(request, limiter)).status).toBe(429);
    expect(pulled).toBe(false);
  });

  it("lets every request through at RATE_LIMIT_PER_MINUTE=0", async () => {
    const limiter = new RateLimiter({ limit: 0 });
    for (let i = 0; i < 200; i++)
      expect((await sendLimited(fromClient("203.0.113.7", "{}"), limiter)).status).toBe(400);
  });
});
