// How many HTTP requests this process is serving, from Node's own diagnostics channels: the one view of
// a request that begins before Next.js sees it and ends when its response closes (sent or aborted).
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";
import { processWide } from "../process-wide";

// Counted where instrumentation.ts starts it, read where the route handler runs: one counter per process.
const counter = processWide("requests-in-flight", () => ({ count: 0, counting: false }));

/** Starts counting (once per process; later calls do nothing). Requests already under way are not counted. */
export function countRequestsInFlight(): void {
  if (counter.counting) return;
  counter.counting = true;
  subscribe("http.server.request.start", (message) => {
    counter.count++;
    (message as { response: ServerResponse }).response.once("close", () => counter.count--);
  });
}

/** Requests under way now, this one included; 0 when nothing counts them (tests, or before start-up). */
export function requestsInFlight(): number {
  return counter.count;
}
