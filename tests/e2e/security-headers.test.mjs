// Issue 33: the security headers on every answer the built app can shape, Next.js's own 308s included
// (a trailing slash, repeated slashes), and the one it cannot: Node's 431 for a request head over 16 KB
// (docs/development.md, Security notes).
import assert from "node:assert/strict";
import { securityHeaders } from "../../server/http/security-headers.js";
import { test } from "./fixtures.ts";

const get = (app, path, init = {}) => fetch(`${app.base}${path}`, { redirect: "manual", ...init });

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
  test(`${path} answers ${status} with every security header`, async ({ app }) => {
    const response = await get(app, path);
    await response.arrayBuffer();
    assert.equal(response.status, status);
    assertSecurityHeaders(response, path);
  });
}

test("a URL over 16 KB is Node's 431, answered before the app sees a request: it carries no header of the app", async ({
  app,
}) => {
  const response = await get(app, `/check?a=${"x".repeat(17 * 1024)}`);
  await response.arrayBuffer();
  assert.equal(response.status, 431);
  assert.equal(response.headers.get("content-security-policy"), null);
});
