// (a) Warm POST /api/validate under `next start`, beside the same server's cheapest answer (the route's
// own 400 for "{}"), at several concurrencies, with the server's CPU per answer. Reported, not judged:
// what a check costs over Next.js's own request handling (docs/performance.md, (a)).
import { MODERN_TEAM } from "./decks.mjs";
import { closedLoop, quantile } from "./load.mjs";

export const CONCURRENCIES = [1, 4, 16];
// Short rounds, the two kinds alternating, so drift on a shared machine and the server's heap cycle
// (a quarter swing in cost per answer over 15-20 s, measured) hit both kinds alike.
export const ROUNDS = 10;
const requestsPerRound = (concurrency) => Math.max(100, 20 * concurrency);
// V8 settles only after thousands of requests (measured): both kinds warm up before anything is timed.
const WARM_UP_REQUESTS = 2000;

const CHECK_BODY = JSON.stringify(MODERN_TEAM);
const CHEAP_BODY = "{}";

export async function benchHttp(server, { log = console.log } = {}) {
  const url = `${server.base}/api/validate`;
  const run = (body, expectStatus, concurrency, requests) =>
    closedLoop({ url, body, expectStatus, concurrency, requests });

  log(`bench (a): warming up, ${WARM_UP_REQUESTS} requests of each kind`);
  const first = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: CHECK_BODY });
  const report = await first.json();
  if (first.status !== 200)
    throw new Error(`the bench team did not check: HTTP ${first.status} ${JSON.stringify(report)}`);
  for (let warmed = 0; warmed < WARM_UP_REQUESTS; warmed += 500) {
    await run(CHECK_BODY, 200, 4, 500);
    await run(CHEAP_BODY, 400, 4, 500);
  }

  const rows = [];
  for (const concurrency of CONCURRENCIES) {
    const sample = () => ({ latencies: [], seconds: 0, unexpected: 0, cpuMs: 0 });
    const samples = { check: sample(), cheap: sample() };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, body, status] of [
        ["check", CHECK_BODY, 200],
        ["cheap", CHEAP_BODY, 400],
      ]) {
        const cpuBefore = server.cpuMs();
        const result = await run(body, status, concurrency, requestsPerRound(concurrency));
        samples[kind].cpuMs += (server.cpuMs() ?? NaN) - (cpuBefore ?? NaN);
        samples[kind].latencies.push(...result.latenciesMs);
        samples[kind].seconds += result.seconds;
        samples[kind].unexpected += result.unexpected;
      }
    }
    const summary = ({ latencies, seconds, unexpected, cpuMs }) => ({
      requests: latencies.length,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      perSecond: latencies.length / seconds,
      // The server's own CPU per answer: unlike time, not shared with the load generator.
      serverCpuMs: cpuMs / latencies.length,
      unexpected,
    });
    const check = summary(samples.check);
    const cheap = summary(samples.cheap);
    rows.push({ concurrency, check, cheap, addedCpuMs: check.serverCpuMs - cheap.serverCpuMs });
    log(`bench (a): concurrency ${concurrency} done`);
  }
  return {
    legal: report.legal,
    problems: report.problems.length,
    reportBytes: Buffer.byteLength(JSON.stringify(report)),
    rows,
  };
}
