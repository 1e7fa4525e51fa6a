// Issue 33: the security headers on every answer the built app can shape, Next.js's own 308s included
// (a trailing slash, repeated slashes), and the one it cannot: Node's 431 for a request head over 16 KB
// (docs/development.md, Security notes).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { securityHeaders } from "../../server/http/security-headers.js";
import { startApp } from "./harness.mjs";

let app;

before(async () => {
  app = await startApp();
});

after(() => app?.stop());

const get = (path, init = {}) => fetch(`${app.base}${path}`, { redirect: "manual", ...init });

function assertSecurityHeaders(response, what) {
  for (const { key, value } of securityHeaders()) assert.equal(response.headers.get(key), value, `${what}: ${key}`);
}

for (const [path, status] of [
  ["/ja/", 308],
  ["//check", 308],
  ["/check/", 308],
  ["/api/health/", 308],
  ["/", 200],
  ["/ja/check", 200],
  ["/api/health", 200],
  ["/no-such-page", 404],
]) {
  test(`${path} answers ${status} with every security header`, async () => {
    const response = await get(path);
    await response.arrayBuffer();
    assert.equal(response.status, status);
    assertSecurityHeaders(response, path);
  });
}

test("a URL over 16 KB is Node's 431, answered before the app sees a request: it carries no header of the app", async () => {
  const response = await get(`/check?a=${"x".repeat(17 * 1024)}`);
  await response.arrayBuffer();
  assert.equal(response.status, 431);
  assert.equal(response.headers.get("content-security-policy"), null);
});
