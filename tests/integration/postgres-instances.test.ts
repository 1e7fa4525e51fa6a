// Two instances on one PostgreSQL server (docs/hosting.md, Events): each with its own store and connection pool
// on the same DATABASE_URL, as two app processes behind a load balancer. Both run the migrations at once (one
// waits for the other), a team registered on one is on the other's roster, and two edits of one team sent to
// both at once become two versions. The server is Debian's PostgreSQL 15, started on a free port and removed after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "@/scripts/postgres-server.mjs";
import { createEventDesk, type EventDesk } from "@/server/events/event-desk";
import type { EventDependencies } from "@/server/http/events/event-dependencies";
import { handleCreateEvent, handleReadEvent } from "@/server/http/events/event-handlers";
import { handleRegisterTeam, handleUpdateTeam } from "@/server/http/events/team-handlers";
import { rulesCardSource } from "../support/rules-source";

const BASE = "http://127.0.0.1:3000";
let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
const desks: EventDesk[] = [];
let one: EventDependencies;
let two: EventDependencies;

beforeAll(async () => {
  server = await startPostgres();
  const instance = () => {
    const desk = createEventDesk(
      { DATABASE_URL: server!.url, DATA_DIR: "unused", EVENT_RETENTION_DAYS: 30 },
      () => undefined,
    );
    desks.push(desk);
    return { store: () => desk.store(), retentionDays: 30, cardSource: rulesCardSource, siteUrl: BASE };
  };
  [one, two] = [instance(), instance()];
  await Promise.all([one.store(), two.store()]);
}, 60_000);
afterAll(async () => {
  await Promise.all(desks.map((desk) => desk.close()));
  await server?.stop();
});

const post = (path: string, body: unknown, key?: string, method = "POST") =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(key && { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });

const team = (name: string, second: string) => ({
  name,
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: second },
  ],
});

describe("two instances on one PostgreSQL", () => {
  it("show the same roster, and keep both of two edits sent to each at once", async () => {
    const created = await (
      await handleCreateEvent(post("/api/events", { name: "Shared", date: "2026-12-04", format: "modern" }), one)
    ).json();
    const id = created.id as string;
    const first = await (
      await handleRegisterTeam(post(`/api/events/${id}/teams`, team("On one", "60 Island")), id, one)
    ).json();
    await handleRegisterTeam(post(`/api/events/${id}/teams`, team("On two", "4 Lightning Bolt\n56 Island")), id, two);

    const roster = async (instance: EventDependencies) => {
      const answer = await handleReadEvent(
        new Request(`${BASE}/api/events/${id}?key=${created.organizer.key}`),
        id,
        instance,
      );
      return (await answer.json()).teams.map((row: { name: string; legal: boolean; version: number }) => [
        row.name,
        row.legal,
        row.version,
      ]);
    };
    expect(await roster(one)).toEqual([
      ["On one", true, 1],
      ["On two", false, 1],
    ]);
    expect(await roster(two)).toEqual(await roster(one));

    const teamId = first.team.id as string;
    const edit = (instance: EventDependencies, list: string) =>
      handleUpdateTeam(
        post(`/api/events/${id}/teams/${teamId}`, team("On one", list), first.edit.key, "PUT"),
        id,
        teamId,
        instance,
      );
    const answers = await Promise.all([edit(one, "60 Swamp"), edit(two, "60 Plains")]);
    const versions = await Promise.all(answers.map(async (answer) => (await answer.json()).team.version));
    expect(versions.sort()).toEqual([2, 3]);
    expect((await roster(two))[0]).toEqual(["On one", true, 3]);
  });
});
