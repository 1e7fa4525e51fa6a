import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendSecurityHeadersOnEveryAnswer } from "@/server/http/answer-headers";
import { securityHeaders } from "@/server/http/security-headers.js";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers as Next.js does before its own headers() apply: a bare 308 to the cleaned path. */
async function redirectingServer(): Promise<number> {
  server = createServer((request, response) => {
    if (request.url === "/own") {
      response.setHeader("X-Frame-Options", "SAMEORIGIN");
      response.end("own");
      return;
    }
    response.writeHead(308, { Location: "/ja" });
    response.end("/ja");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function headersOf(port: number, path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("sendSecurityHeadersOnEveryAnswer", () => {
  it("puts every security header on an answer the app writes with none, a redirect included", async () => {
    sendSecurityHeadersOnEveryAnswer();
    sendSecurityHeadersOnEveryAnswer(); // a second start (another bundle) changes nothing
    const port = await redirectingServer();
    const { status, headers } = await headersOf(port, "/ja/");
    expect(status).toBe(308);
    expect(headers.location).toBe("/ja");
    for (const { key, value } of securityHeaders()) expect(headers[key.toLowerCase()], key).toBe(value);
  });

  it("leaves a header the answer sets itself as it set it", async () => {
    sendSecurityHeadersOnEveryAnswer();
    const port = await redirectingServer();
    const { headers } = await headersOf(port, "/own");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });
});
