// The address at the other end of a request's connection, as a request header. Next.js hands routes
// and proxy.ts a web Request, which has no socket; Node's diagnostics channel sees each request before
// Next.js reads its headers, so the header is set there, over any value a client sent: it cannot be forged.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { processWide } from "../process-wide";

export const PEER_ADDRESS_HEADER = "x-2hg-peer-address";

/** Starts stamping every request this process serves (once per process; later calls do nothing). */
export function stampPeerAddress(): void {
  processWide("peer-address", () => {
    subscribe("http.server.request.start", (message) => {
      const { request } = message as { request: IncomingMessage };
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
    });
    return true;
  });
}
