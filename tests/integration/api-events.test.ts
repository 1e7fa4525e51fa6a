// The events' API (docs/api.md, Events) through its handlers, on PGlite in a temporary DATA_DIR and the rules
// fixture's real cards: an event's links, teams registering and editing, the desk's roster, CSV and sheets,
// closing, deleting, and keys: a wrong one reads nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { createEventDesk, type EventDesk } from "@/server/events/event-desk";
import type { EventDependencies } from "@/server/http/events/event-dependencies";
import {
  handleChangeEvent,
  handleCreateEvent,
  handleDeleteEvent,
  handleEventCsv,
  handleReadEvent,
} from "@/server/http/events/event-handlers";
import { handleReadTeam, handleRegisterTeam, handleUpdateTeam } from "@/server/http/events/team-handlers";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { rulesCardSource } from "../support/rules-source";
import { temporaryFolder } from "../support/temporary-folders";

const BASE = "http://127.0.0.1:3000";
const NOW = new Date("2026-11-29T10:00:00Z");
let desk: EventDesk;
let dependencies: EventDependencies;
const lines: string[] = [];

beforeAll(async () => {
  desk = createEventDesk(
    { DATA_DIR: temporaryFolder("events-api"), EVENT_RETENTION_DAYS: 30, DATABASE_URL: undefined },
    (line) => lines.push(line),
    () => NOW,
  );
  dependencies = {
    store: () => desk.store(),
    retentionDays: 30,
    cardSource: rulesCardSource,
    now: () => NOW,
    siteUrl: BASE,
  };
  await desk.store();
}, 60_000);
afterAll(async () => {
  await desk?.close();
});

const request = (method: string, path: string, body?: unknown, key?: string) =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(key && { authorization: `Bearer ${key}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const LEGAL = {
  name: "Bolt Brothers",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n56 Island" },
  ],
};
// The team rule (docs/rules.md): Fire // Ice in both decks of a team is a shared card.
const SHARING = {
  name: "Ice Sharers",
  decks: [
    { name: "Carol", list: "4 Fire // Ice\n56 Island" },
    { name: "Dan", list: "4 Fire // Ice\n56 Mountain" },
  ],
};

async function openEvent(body: Record<string, unknown> = {}) {
  const response = await handleCreateEvent(
    request("POST", "/api/events", { name: "Friday Modern 2HG", date: "2026-12-04", format: "modern", ...body }),
    dependencies,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; organizer: { url: string; key: string }; teams: { url: string } };
}

async function register(eventId: string, team: unknown) {
  const response = await handleRegisterTeam(
    request("POST", `/api/events/${eventId}/teams`, team),
    eventId,
    dependencies,
  );
  return { status: response.status, body: await response.json() };
}

describe("the events' API", () => {
  it("opens an event with the organizer's desk and the teams' link", async () => {
    const created = await openEvent();
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.organizer.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.organizer.url).toBe(`${BASE}/events/${created.id}/desk?key=${created.organizer.key}`);
    expect(created.teams.url).toBe(`${BASE}/events/${created.id}`);
    expect(lines.join("\n")).not.toContain(created.organizer.key);
  });

  it("registers teams with a check's report, and shows the organizer every team", async () => {
    const { id, organizer } = await openEvent();
    const legal = await register(id, LEGAL);
    expect(legal.status).toBe(201);
    expect(legal.body.team).toEqual({ id: expect.any(String), version: 1 });
    expect(legal.body.edit.url).toBe(`${BASE}/events/${id}/teams/${legal.body.team.id}?key=${legal.body.edit.key}`);
    // The same report POST /api/validate gives for the same team under the event's rules, on the event's day.
    const checked = await handleValidateRequest(
      request("POST", "/api/validate", { ...LEGAL, format: "modern", eventDate: "2026-12-04" }),
      {
        cardSource: rulesCardSource,
        now: () => NOW,
      },
    );
    expect(legal.body.report).toEqual(await checked.json());
    expect(legal.body.report).toMatchObject({ eventDate: "2026-12-04", eventDateGiven: true });

    const sharing = await register(id, { ...SHARING, format: "vintage", ruleset: "classic" });
    expect(sharing.status).toBe(201);
    expect(sharing.body.report).toMatchObject({ legal: false, format: "modern", ruleset: "tournament" });
    expect(sharing.body.report.problems.map((problem: { code: string }) => problem.code)).toContain("team-shared-card");

    const roster = await handleReadEvent(
      request("GET", `/api/events/${id}`, undefined, organizer.key),
      id,
      dependencies,
    );
    expect(roster.status).toBe(200);
    const body = await roster.json();
    expect(body.event).toMatchObject({
      id,
      name: "Friday Modern 2HG",
      date: "2026-12-04",
      format: "modern",
      open: true,
    });
    expect(body.event.deletedAfter).toBe("2027-01-03");
    expect(body.teams).toEqual([
      expect.objectContaining({
        id: legal.body.team.id,
        name: "Bolt Brothers",
        players: ["Alice", "Bob"],
        legal: true,
        errors: 0,
        version: 1,
      }),
      expect.objectContaining({ name: "Ice Sharers", players: ["Carol", "Dan"], legal: false, version: 1 }),
    ]);
    expect(body.teams[1].errors).toBeGreaterThan(0);
    expect(body.teams[0].submittedAt).toBe(NOW.toISOString());
    // ?key= reads the same, for the desk page's link.
    const byQuery = await handleReadEvent(request("GET", `/api/events/${id}?key=${organizer.key}`), id, dependencies);
    expect((await byQuery.json()).teams).toHaveLength(2);
  });

  it("checks every team on the event's day, whatever day the team sends (docs/rules.md, Legal on a date)", async () => {
    const { id } = await openEvent({ date: "2025-03-30" });
    const team = await register(id, { ...LEGAL, eventDate: "2026-11-29" });
    expect(team.status).toBe(201);
    expect(team.body.report).toMatchObject({ eventDate: "2025-03-30", eventDateGiven: true });
  });

  it("keeps each submission as a version, through the team's edit key", async () => {
    const { id, organizer } = await openEvent();
    const first = await register(id, SHARING);
    const teamId = first.body.team.id;
    const fixed = { ...SHARING, decks: [SHARING.decks[0], { name: "Dan", list: "4 Lightning Bolt\n56 Mountain" }] };
    const update = (key: string) =>
      handleUpdateTeam(request("PUT", `/api/events/${id}/teams/${teamId}`, fixed, key), id, teamId, dependencies);

    expect((await update(organizer.key)).status).toBe(404);
    const second = await update(first.body.edit.key);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ team: { id: teamId, version: 2 }, report: { legal: true } });

    for (const key of [first.body.edit.key, organizer.key]) {
      const read = await handleReadTeam(
        request("GET", `/api/events/${id}/teams/${teamId}`, undefined, key),
        id,
        teamId,
        dependencies,
      );
      const team = await read.json();
      expect(team.team).toMatchObject({ id: teamId, version: 2, legal: true });
      expect(team.lists.decks[1].list).toContain("Lightning Bolt");
      expect(team.versions.map((each: { version: number; legal: boolean }) => [each.version, each.legal])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect(team.versions[0].lists.decks[1].list).toContain("Fire // Ice");
    }
  });

  it("answers a wrong or missing key, and an unknown event, with the same 404 that says nothing", async () => {
    const { id, organizer } = await openEvent();
    const team = await register(id, LEGAL);
    const teamId = team.body.team.id;
    const answers = [
      await handleReadEvent(request("GET", `/api/events/${id}`), id, dependencies),
      await handleReadEvent(request("GET", `/api/events/${id}`, undefined, team.body.edit.key), id, dependencies),
      await handleReadEvent(request("GET", `/api/events/${id}`, undefined, organizer.key + "x"), id, dependencies),
      await handleReadEvent(request("GET", `/api/events/nope`, undefined, organizer.key), "nope", dependencies),
      await handleEventCsv(request("GET", `/api/events/${id}/teams.csv`), id, dependencies),
      await handleReadTeam(
        request("GET", `/api/events/${id}/teams/${teamId}`, undefined, "wrong"),
        id,
        teamId,
        dependencies,
      ),
      await handleChangeEvent(request("PATCH", `/api/events/${id}`, { open: false }, "wrong"), id, dependencies),
      await handleDeleteEvent(request("DELETE", `/api/events/${id}`, undefined, team.body.edit.key), id, dependencies),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: "not-found", message: "Not found." } });
    }
    // …and nothing was changed by them.
    const still = await handleReadEvent(
      request("GET", `/api/events/${id}`, undefined, organizer.key),
      id,
      dependencies,
    );
    expect((await still.json()).event.open).toBe(true);
  });

  it("refuses submissions once closed (409 event-closed), and takes them again when reopened", async () => {
    const { id, organizer } = await openEvent();
    const team = await register(id, LEGAL);
    const close = await handleChangeEvent(
      request("PATCH", `/api/events/${id}`, { open: false }, organizer.key),
      id,
      dependencies,
    );
    expect((await close.json()).event.open).toBe(false);
    const late = await register(id, { ...LEGAL, language: "es" });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("event-closed");
    expect(late.body.error.message).toMatch(/evento/);
    const edit = await handleUpdateTeam(
      request("PUT", `/api/events/${id}/teams/${team.body.team.id}`, LEGAL, team.body.edit.key),
      id,
      team.body.team.id,
      dependencies,
    );
    expect(edit.status).toBe(409);
    await handleChangeEvent(request("PATCH", `/api/events/${id}`, { open: true }, organizer.key), id, dependencies);
    expect((await register(id, LEGAL)).status).toBe(201);
  });

  it("refuses an event or a team naming the field, in the asked language", async () => {
    const bad = await handleCreateEvent(
      request("POST", "/api/events", {
        name: "",
        date: "2026-02-30",
        format: "modern",
        ruleset: "open",
        language: "it",
      }),
      dependencies,
    );
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error.code).toBe("bad-request");
    expect(error.message).toContain("name:");
    expect(error.message).toContain("date: serve una data");
    const ruleset = await handleCreateEvent(
      request("POST", "/api/events", { name: "x", date: "2026-12-01", format: "modern", ruleset: "open" }),
      dependencies,
    );
    expect((await ruleset.json()).error.message).toMatch(/^ruleset: /);

    const { id } = await openEvent();
    const threeDecks = await register(id, {
      decks: [...LEGAL.decks, { list: "60 Swamp" }, { list: "60 Plains" }, { list: "60 Forest" }],
    });
    expect(threeDecks.status).toBe(400);
    expect(threeDecks.body.error.message).toMatch(/^decks: /);
    const notJson = await handleRegisterTeam(
      new Request(`${BASE}/api/events/${id}/teams`, { method: "POST", body: "{" }),
      id,
      dependencies,
    );
    expect(notJson.status).toBe(400);
  });

  it("gives the roster as the batch's CSV and every team's registration sheet", async () => {
    const { id, organizer } = await openEvent();
    await register(id, LEGAL);
    await register(id, SHARING);
    const csv = await handleEventCsv(
      request("GET", `/api/events/${id}/teams.csv`, undefined, organizer.key),
      id,
      dependencies,
    );
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.team, row.player1, row.player2, row.verdict])).toEqual([
      ["Bolt Brothers", "Alice", "Bob", "legal"],
      ["Ice Sharers", "Carol", "Dan", "illegal"],
    ]);
    expect(rows[1]!.problems).toContain("team-shared-card: Fire // Ice");

    const sheets = await handleReadEvent(
      request("GET", `/api/events/${id}?sheets=1`, undefined, organizer.key),
      id,
      dependencies,
    );
    const body = await sheets.json();
    expect(
      body.sheets.map((sheet: { name: string; decks: unknown[]; qr: string }) => [
        sheet.name,
        sheet.decks.length,
        sheet.qr.startsWith("<svg"),
      ]),
    ).toEqual([
      ["Bolt Brothers", 2, true],
      ["Ice Sharers", 2, true],
    ]);
  });

  it("deletes the event with its teams", async () => {
    const { id, organizer } = await openEvent();
    const team = await register(id, LEGAL);
    const deleted = await handleDeleteEvent(
      request("DELETE", `/api/events/${id}`, undefined, organizer.key),
      id,
      dependencies,
    );
    expect(deleted.status).toBe(204);
    const read = await handleReadTeam(
      request("GET", `/api/events/${id}/teams/${team.body.team.id}`, undefined, team.body.edit.key),
      id,
      team.body.team.id,
      dependencies,
    );
    expect(read.status).toBe(404);
  });
});
