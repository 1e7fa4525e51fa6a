// A closed-loop HTTP load generator: `concurrency` clients on keep-alive connections, each sending
// its next request when the last one is answered, until `requests` have been answered. Bounded.
import http from "node:http";

/**
 * @param {{ url: string, body: string, requests: number, concurrency: number, expectStatus: number }} options
 * @returns {Promise<{ latenciesMs: number[], seconds: number, unexpected: number }>}
 */
export async function closedLoop({ url, body, requests, concurrency, expectStatus }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const payload = Buffer.from(body);
  const latenciesMs = [];
  let issued = 0;
  let unexpected = 0;

  const once = () =>
    new Promise((done, fail) => {
      const started = performance.now();
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: { "content-type": "application/json", "content-length": payload.length },
        },
        (response) => {
          response.on("data", () => undefined);
          response.on("end", () => {
            latenciesMs.push(performance.now() - started);
            if (response.statusCode !== expectStatus) unexpected += 1;
            done();
          });
          response.on("error", fail);
        },
      );
      request.on("error", fail);
      request.end(payload);
    });

  const client = async () => {
    while (issued < requests) {
      issued += 1;
      await once();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latenciesMs, seconds, unexpected };
}

export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
