import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, stampPeerAddress } from "@/server/http/peer-address";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering each request with the peer-address header it saw, as the route would read it. */
async function echoingServer(): Promise<number> {
  server = createServer((request, response) => response.end(String(request.headers[PEER_ADDRESS_HEADER])));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Linux answers on all of 127.0.0.0/8, so a client can connect from 127.0.0.2 as a second machine would. */
function seenFrom(port: number, localAddress: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, localAddress, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk));
      response.on("end", () => resolve(text));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("stampPeerAddress", () => {
  it("gives each request the address its connection came from", async () => {
    stampPeerAddress();
    stampPeerAddress(); // a second start (another bundle) subscribes once
    const port = await echoingServer();
    expect(await seenFrom(port, "127.0.0.1")).toBe("127.0.0.1");
    expect(await seenFrom(port, "127.0.0.2")).toBe("127.0.0.2");
  });

  it("writes over a value the client sent, so a client cannot name itself", async () => {
    stampPeerAddress();
    const port = await echoingServer();
    expect(
      await seenFrom(port, "127.0.0.2", { [PEER_ADDRESS_HEADER]: "203.0.113.7", "X-2HG-Peer-Address": "198.51.100.2" }),
    ).toBe("127.0.0.2");
  });
});
