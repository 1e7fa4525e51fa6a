// The built app under load and under attack: a burst of 200 concurrent checks all answered in full, each
// the same report as a lone check of the same lists; the rate limit (429 + Retry-After) on the
// API and the report page, per address, whatever headers a client forges, and behind a trusted proxy; a
// body over 1 MB refused while it streams in; the security headers; and hostile deck names escaped in the
// report page and its link-preview metadata.
import assert from "node:assert/strict";
import http from "node:http";
import { MODERN_TEAM } from "../../scripts/bench/decks.mjs";
import { test } from "./fixtures.ts";

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
    "img-src 'self' data: https://cards.scryfall.io; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
    "form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

const HOSTILE_NAMES = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'];

// Unfurlers announce themselves; Next then puts all metadata in <head> rather than streaming it.
const BOT = { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" };

function assertSecurityHeaders(response, where) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(response.headers.get(name), value, `${name} on ${where}`);
  }
}

function validate(base, body, headers = {}) {
  return fetch(`${base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * A request from another address: Linux answers on all of 127.0.0.0/8, so a client bound to 127.0.0.2
 * is a second machine to the server. Resolves with the status.
 */
function statusFrom(localAddress, url, { method = "GET", body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, localAddress, headers: { "content-type": "application/json", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

// What a client can write to pass for someone else, if the server believed it.
const FORGED_CLIENT = {
  "x-forwarded-for": "203.0.113.9",
  "x-real-ip": "203.0.113.9",
  "x-2hg-peer-address": "203.0.113.9",
};

/** A report without what differs between two checks of the same lists: the time, the link, the deck names. */
function comparable(report, names) {
  const { checkedAt, share, ...rest } = report;
  assert.ok(checkedAt && share);
  return JSON.parse(
    names.reduce((json, name, index) => json.replaceAll(JSON.stringify(name), `"deck ${index}"`), JSON.stringify(rest)),
  );
}

/**
 * Streams a body of `bytes` to the API without ever ending it, and resolves with the answer that comes
 * while the body is still open (or rejects after `waitMs`): the cap must hold without the whole body.
 */
function answerToUnendedBody(base, bytes, waitMs = 15_000) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/validate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${waitMs} ms while the body was still open`));
    }, waitMs);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode, json: JSON.parse(text) });
      });
    });
    request.on("error", () => undefined); // the server may close the connection while we still write
    request.write('{"format":"modern","decks":[{"list":"');
    for (let sent = 0; sent < bytes; sent += 64 * 1024) request.write("x".repeat(64 * 1024));
  });
}

function teamNamed(names) {
  return { ...MODERN_TEAM, decks: MODERN_TEAM.decks.map((deck, index) => ({ ...deck, name: names[index] })) };
}

const decodeEntities = (text) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

function metaContent(html, key) {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match ? match[1] : undefined;
}

// The run's shared app: its rate limit is off (harness.mjs defaultEnv).
test.describe("the app with the rate limit off", () => {
  test("answers a burst of 200 concurrent checks with 200 full reports, each its own", async ({ app }) => {
    const lone = await validate(app.base, teamNamed(["Alice", "Bob"]));
    const loneReport = comparable(await lone.json(), ["Alice", "Bob"]);

    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await validate(app.base, teamNamed([`Alice ${index}`, `Bob ${index}`]));
        return { index, status: response.status, report: await response.json() };
      }),
    );
    const tally = (key) =>
      answers.reduce((count, answer) => ({ ...count, [answer[key]]: (count[answer[key]] ?? 0) + 1 }), {});
    assert.deepEqual(tally("status"), { 200: 200 });
    for (const { index, report } of answers) {
      assert.deepEqual(
        report.decks.map((deck) => [deck.name, deck.mainCount]),
        [
          [`Alice ${index}`, 60],
          [`Bob ${index}`, 60],
        ],
      );
      assert.ok(report.cards.length >= 35, `a row per card, got ${report.cards.length}`);
      assert.match(report.share, /^\/check\?d=2\.[A-Za-z0-9_-]+$/);
      assert.deepEqual(
        comparable(report, [`Alice ${index}`, `Bob ${index}`]),
        loneReport,
        `report ${index} is the lone check's`,
      );
    }
  });

  test("answers 413 to a body over 1 MB while it is still being sent, never holding it whole", async ({ app }) => {
    const answer = await answerToUnendedBody(app.base, 1_200_000);
    assert.equal(answer.status, 413);
    assert.equal(answer.json.error.code, "too-large");
  });

  test("sends the security headers on pages, the API and the report", async ({ app }) => {
    assertSecurityHeaders(await fetch(`${app.base}/`), "/");
    assertSecurityHeaders(await validate(app.base, MODERN_TEAM), "POST /api/validate (200)");
    assertSecurityHeaders(await validate(app.base, "{"), "POST /api/validate (400)");
    assertSecurityHeaders(await fetch(`${app.base}/check`), "/check");
  });

  test("escapes hostile deck names in the report page and in its Open Graph metadata", async ({ app }) => {
    const report = await (await validate(app.base, teamNamed(HOSTILE_NAMES))).json();
    const param = new URL(report.share, app.base).searchParams.get("d");
    const url = `${app.base}/check?d=${encodeURIComponent(param)}`;

    for (const headers of [{}, BOT]) {
      const response = await fetch(url, { headers });
      assert.equal(response.status, 200);
      const html = await response.text();
      for (const raw of ["<script>alert(1)", "<img src=x onerror"])
        assert.ok(!html.includes(raw), `raw ${raw} in the HTML`);
      assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"), "the name is shown, escaped");
    }

    const html = await (await fetch(url, { headers: BOT })).text();
    for (const key of ["og:title", "twitter:title"]) {
      const content = metaContent(html, key);
      assert.ok(content !== undefined, `${key} present`);
      assert.ok(!/[<>"]/.test(content), `${key} escaped: ${content}`);
      for (const name of HOSTILE_NAMES)
        assert.ok(decodeEntities(content).includes(name), `${key} names ${name}: ${content}`);
    }
    const og = await fetch(`${app.base}/check/og?d=${encodeURIComponent(param)}`);
    assert.equal(og.status, 200);
    assert.equal(og.headers.get("content-type"), "image/png");
  });
});

test.describe("the app with RATE_LIMIT_PER_MINUTE=5", () => {
  // A server of this configuration for these tests alone: the limit counts their requests only.
  let app;
  test.beforeAll(async ({ startApp }) => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: "5" });
  });
  test.afterAll(() => app?.stop());

  function assertRetryAfter(response) {
    const seconds = Number(response.headers.get("retry-after"));
    assert.ok(
      Number.isInteger(seconds) && seconds >= 1 && seconds <= 60,
      `Retry-After ${response.headers.get("retry-after")}`,
    );
  }

  test("answers the API's 6th request in a minute with 429 rate-limited and Retry-After", async () => {
    for (let i = 1; i <= 5; i++) assert.equal((await validate(app.base, "{}")).status, 400, `request ${i}`);
    const refused = await validate(app.base, MODERN_TEAM);
    assert.equal(refused.status, 429);
    assertRetryAfter(refused);
    assertSecurityHeaders(refused, "the API's 429");
    const body = await refused.json();
    assert.equal(body.error.code, "rate-limited");
    assert.match(body.error.message, /at most 5 a minute/);
    assert.equal(
      (await validate(app.base, "{}", FORGED_CLIENT)).status,
      429,
      "headers do not make a client someone else",
    );
    const api = `${app.base}/api/validate`;
    assert.equal(
      await statusFrom("127.0.0.2", api, { method: "POST", body: "{}" }),
      400,
      "another address is another client",
    );
  });

  test("answers the report page's 6th request with a plain 429 and Retry-After, its OG image too", async () => {
    for (let i = 1; i <= 5; i++) assert.notEqual((await fetch(`${app.base}/check`)).status, 429, `request ${i}`);
    for (const path of ["/check?d=1.abc", "/check/og"]) {
      const refused = await fetch(`${app.base}${path}`);
      assert.equal(refused.status, 429, path);
      assertRetryAfter(refused);
      assert.match(refused.headers.get("content-type"), /^text\/plain/);
      assert.match(await refused.text(), /Too many requests/);
    }
    assert.equal(
      (await fetch(`${app.base}/check`, { headers: FORGED_CLIENT })).status,
      429,
      "headers do not make a client someone else",
    );
    assert.notEqual(await statusFrom("127.0.0.2", `${app.base}/check`), 429, "another address is another client");
    assert.equal((await fetch(`${app.base}/`)).status, 200, "the home page is not limited");
  });
});

test.describe("the app behind one reverse proxy (TRUSTED_PROXIES=1), RATE_LIMIT_PER_MINUTE=2", () => {
  // A server of this configuration for these tests alone: the limit counts their requests only.
  let app;
  test.beforeAll(async ({ startApp }) => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXIES: "1" });
  });
  test.afterAll(() => app?.stop());

  test("counts each client by the address the proxy appended to X-Forwarded-For, not by what the client wrote there", async () => {
    // This test stands in for the proxy: it connects from 127.0.0.1 and appends the client's address.
    const viaProxy = (forwardedFor) =>
      validate(app.base, "{}", { "x-forwarded-for": forwardedFor }).then((response) => response.status);
    assert.deepEqual([await viaProxy("198.51.100.7"), await viaProxy("198.51.100.7")], [400, 400]);
    assert.equal(await viaProxy("203.0.113.9, 198.51.100.7"), 429, "the client's own entry is not read");
    assert.equal(await viaProxy("198.51.100.8"), 400, "another client behind the same proxy");
  });
});
