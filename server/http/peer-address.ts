import "server-only";
// The address at the other end of a request's connection, as a request header. Next.js hands routes
// and proxy.ts a web Request, which has no socket; Node's diagnostics channel sees each request before
// Next.js reads its headers, so the header is set there, over any value a client sent: it cannot be forged.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

export const PEER_ADDRESS_HEADER = "x-2hg-peer-address";

function stamp(message: unknown): void {
  const { request } = message as { request: IncomingMessage };
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
}

/** Starts stamping every request this process serves; services() calls it once per process (a second stamp would write the same value). */
export function stampPeerAddress(): void {
  subscribe("http.server.request.start", stamp);
}
