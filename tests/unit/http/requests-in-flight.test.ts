import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { countRequestsInFlight, requestsInFlight } from "../../../lib/http/requests-in-flight";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that holds every request until `release` is called, recording the count each one saw. */
async function holdingServer() {
  const seen: number[] = [];
  const held: (() => void)[] = [];
  server = createServer((_request, response) => {
    seen.push(requestsInFlight());
    held.push(() => response.end("ok"));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = () => fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
  const release = () => held.splice(0).forEach((end) => end());
  return { seen, held, get, release, port };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("requestsInFlight", () => {
  it("counts the requests a server is answering, this one included, back to 0 when they are answered", async () => {
    countRequestsInFlight();
    countRequestsInFlight(); // a second start (another bundle) does not count twice
    const { seen, held, get, release } = await holdingServer();
    const before = requestsInFlight();
    const answers = [get(), get(), get()];
    await until(() => held.length === 3);
    expect(requestsInFlight() - before).toBe(3);
    expect(seen.map((count) => count - before)).toEqual([1, 2, 3]);
    release();
    expect(await Promise.all(answers)).toEqual(["ok", "ok", "ok"]);
    await until(() => requestsInFlight() === before);
  });

  it("stops counting a request whose client went away before the answer", async () => {
    countRequestsInFlight();
    const { held, port, release } = await holdingServer();
    const before = requestsInFlight();
    const abandoned = httpRequest({ host: "127.0.0.1", port, path: "/" });
    abandoned.on("error", () => undefined);
    abandoned.end();
    await until(() => held.length === 1);
    expect(requestsInFlight() - before).toBe(1);
    abandoned.destroy();
    await until(() => requestsInFlight() === before);
    release();
  });
});
