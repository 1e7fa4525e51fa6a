import "server-only";
// The security headers on every answer this process sends, set as Node hands over each request: the
// routes (next.config.js headers()) reach pages and route handlers, not the 308s Next.js writes itself
// before them (a trailing slash, "/ja/"; repeated slashes, "//check"). A header an answer sets itself
// wins. Node answers a request head over its limit (431) before any request exists: that answer cannot
// carry them (docs/development.md, Security notes).
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";
import { securityHeaders } from "./security-headers.js";

const HEADERS = securityHeaders({ development: process.env.NODE_ENV === "development" });

function setDefaults(message: unknown): void {
  const { response } = message as { response: ServerResponse };
  for (const { key, value } of HEADERS) if (!response.hasHeader(key)) response.setHeader(key, value);
}

/** From now on every answer of this process carries the security headers; services() calls it once per process. */
export function sendSecurityHeadersOnEveryAnswer(): void {
  subscribe("http.server.request.start", setDefaults);
}
