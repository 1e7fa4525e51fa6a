// Nothing acknowledged is lost (docs/api.md, Events): the built app on PGlite in a DATA_DIR of its own takes
// team submissions, is killed with SIGKILL (kill -9) the moment the last 201 arrives, and starts again on the
// same folder: every acknowledged team and version is there.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

const team = (index) => ({
  name: `Crash team ${index}`,
  decks: [
    { name: `A${index}`, list: "4 Lightning Bolt\n56 Mountain" },
    { name: `B${index}`, list: "4 Counterspell\n56 Island" },
  ],
});

const send = (base, path, body, method = "POST", key) =>
  fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(key && { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });

test("a server killed with kill -9 right after acknowledging submissions has them all after a restart", async ({
  startApp,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "2hg-events-crash-"));
  try {
    const first = await startApp({ DATA_DIR: dataDir });
    const created = await (
      await send(first.base, "/api/events", { name: "Crash night", date: "2026-12-04", format: "modern" })
    ).json();
    const registered = await Promise.all(
      [1, 2, 3, 4, 5].map(async (index) => {
        const answer = await send(first.base, `/api/events/${created.id}/teams`, team(index));
        expect(answer.status).toBe(201);
        return answer.json();
      }),
    );
    const edited = await send(
      first.base,
      `/api/events/${created.id}/teams/${registered[0].team.id}`,
      { ...team(1), decks: [team(1).decks[0], { name: "B1", list: "60 Island" }] },
      "PUT",
      registered[0].edit.key,
    );
    expect(edited.status).toBe(200);
    first.stop("SIGKILL");
    await first.exited;

    const second = await startApp({ DATA_DIR: dataDir });
    const roster = await (await fetch(`${second.base}/api/events/${created.id}?key=${created.organizer.key}`)).json();
    expect(roster.teams.map((row) => row.id).sort()).toEqual(registered.map((each) => each.team.id).sort());
    expect(roster.teams.find((row) => row.id === registered[0].team.id).version).toBe(2);
    second.stop();
    await second.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
