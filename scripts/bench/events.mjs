// (m) What the registration desk costs a server's memory: RSS after checks alone, then after the same server
// opened an event (PGlite loaded and its folder created) and took a team, and how long that first event took.
// The store loads on the first event request only (server/events/event-desk.ts), so the first figure is
// what a server that never opens an event keeps. Runs alone too: `node scripts/bench/events.mjs`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CARD_DATA, ensureBuild, ROOT, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";

const CHECKS = 30;
const TEAM = {
  name: "Bench team",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n56 Island" },
  ],
};

const post = (base, path, body) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

export async function benchEvents({ log }) {
  log("bench (m): a server's memory before and after its first event");
  const dataDir = mkdtempSync(join(tmpdir(), "2hg-bench-events-"));
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "", DATA_DIR: dataDir });
  try {
    for (let round = 0; round < CHECKS; round++)
      await (await post(server.base, "/api/validate", { ...TEAM, format: "modern" })).text();
    const checksOnlyMB = server.rssMB();
    const started = performance.now();
    const event = await (
      await post(server.base, "/api/events", { name: "Bench", date: "2026-12-04", format: "modern" })
    ).json();
    const firstEventMs = performance.now() - started;
    const registered = await post(server.base, `/api/events/${event.id}/teams`, TEAM);
    if (registered.status !== 201) throw new Error(`bench (m): a team was answered ${registered.status}`);
    const withEventMB = server.rssMB();
    const again = performance.now();
    await (await post(server.base, `/api/events/${event.id}/teams`, TEAM)).text();
    const secondSubmissionMs = performance.now() - again;
    server.stop();
    await server.exited;
    // A restart on the same folder: PGlite opens it without an initdb, as a server does every day after the first.
    const restarted = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "", DATA_DIR: dataDir });
    try {
      for (let round = 0; round < CHECKS; round++)
        await (await post(restarted.base, "/api/validate", { ...TEAM, format: "modern" })).text();
      const restartedChecksMB = restarted.rssMB();
      const opened = performance.now();
      const roster = await fetch(`${restarted.base}/api/events/${event.id}?key=${event.organizer.key}`);
      if (roster.status !== 200) throw new Error(`bench (m): the roster was answered ${roster.status}`);
      const reopenMs = performance.now() - opened;
      const reopenedMB = restarted.rssMB();
      return {
        checks: CHECKS,
        checksOnlyMB,
        withEventMB,
        firstEventMs,
        secondSubmissionMs,
        restartedChecksMB,
        reopenedMB,
        reopenMs,
      };
    } finally {
      restarted.stop();
      await restarted.exited;
    }
  } finally {
    server.stop();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEvents(events, log) {
  log(`\n(m) The registration desk's memory: one next start on the shared corpus, PGlite in a fresh DATA_DIR\n`);
  log(
    table(
      ["server", "RSS (MB)"],
      [
        [`after ${events.checks} checks, no event opened`, fixed(events.checksOnlyMB, 0)],
        ["the same, after opening an event and taking a team", fixed(events.withEventMB, 0)],
        [`restarted on that DATA_DIR, after ${events.checks} checks`, fixed(events.restartedChecksMB, 0)],
        ["the same, after reading the event's roster", fixed(events.reopenedMB, 0)],
      ],
    ),
  );
  log(
    `    the first event (PGlite's initdb in a new folder, migrations): ${fixed(events.firstEventMs, 0)} ms; a later submission: ${fixed(events.secondSubmissionMs, 0)} ms; after a restart, the first roster (PGlite opening its folder): ${fixed(events.reopenMs, 0)} ms`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuild(ROOT);
  const log = (line) => console.log(line);
  printEvents(await benchEvents({ log }), log);
}
