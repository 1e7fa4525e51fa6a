// How many HTTP requests this process is serving, from Node's own diagnostics channels: the one view of
// a request that begins before Next.js sees it and ends when its response closes (sent or aborted).
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

// Process-wide: Next.js bundles instrumentation and route handlers separately (see select-source.ts).
const COUNTER = Symbol.for("2hg-deck-check.requests-in-flight");
const slot = globalThis as { [COUNTER]?: { count: number } };

/** Starts counting (once per process; later calls do nothing). Requests already under way are not counted. */
export function countRequestsInFlight(): void {
  if (slot[COUNTER]) return;
  const counter = { count: 0 };
  slot[COUNTER] = counter;
  subscribe("http.server.request.start", (message) => {
    counter.count++;
    (message as { response: ServerResponse }).response.once("close", () => counter.count--);
  });
}

/** Requests under way now, this one included; 0 when nothing counts them (tests, or before start-up). */
export function requestsInFlight(): number {
  return slot[COUNTER]?.count ?? 0;
}
