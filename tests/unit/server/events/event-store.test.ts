// The events' store on PGlite in a temporary DATA_DIR: migrations at open, one transaction per submission,
// concurrent versions, the team limit, closing, retention, and keys stored only as hashes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "@/server/events/database";
import { EventStore, type NewVersion } from "@/server/events/event-store";
import { hashKey, keyMatches } from "@/server/events/keys";
import { events } from "@/server/events/schema";
import type { EventInput } from "@/lib/input/event-input";
import type { ApiReport } from "@/lib/report/report";
import { temporaryFolder } from "../../../support/temporary-folders";

let database: OpenedDatabase;
let store: EventStore;
const MAX_TEAMS = 3;
const now = new Date("2026-11-29T10:00:00Z");

beforeAll(async () => {
  database = await openDatabase({ dataDir: temporaryFolder("events-store") });
  store = new EventStore(database.db, MAX_TEAMS);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const event = (overrides: Partial<EventInput> = {}) =>
  store.createEvent(
    { name: "Friday 2HG", date: "2026-12-04", closesAt: null, format: "modern", ...overrides } as EventInput,
    "en",
    now,
  );

const version = (list: string, legal = true): NewVersion => ({
  name: "Bolt Brothers",
  lists: {
    name: "Bolt Brothers",
    decks: [
      { name: "Alice", list },
      { name: "Bob", list: "60 Island" },
    ],
  },
  report: {
    legal,
    format: "modern",
    decks: [{ name: "Alice" }, { name: "Bob" }],
    problems: legal ? [] : [{ code: "team-shared-card", severity: "error" }],
    share: "/check?d=x",
  } as unknown as ApiReport,
});

describe("EventStore on PGlite", () => {
  it("stores an event with its rules and only the hash of its organizer's key", async () => {
    const { event: created, organizerKey } = await event({ ruleset: "tournament" });
    expect(organizerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const found = await store.findEvent(created.id);
    expect(found).toMatchObject({ name: "Friday 2HG", eventDate: "2026-12-04", open: true, language: "en" });
    expect(found!.rules).toEqual({ format: "modern", ruleset: "tournament" });
    expect(found!.organizerKeyHash).toBe(hashKey(organizerKey));
    expect(JSON.stringify(found)).not.toContain(organizerKey);
    expect(keyMatches(organizerKey, found!.organizerKeyHash)).toBe(true);
    expect(keyMatches(organizerKey.slice(1), found!.organizerKeyHash)).toBe(false);
    expect(keyMatches(undefined, found!.organizerKeyHash)).toBe(false);
  });

  it("keeps every version of a team, two submitted at once both becoming versions", async () => {
    const { event: created } = await event();
    const first = await store.addTeam(created.id, version("4 Lightning Bolt\n56 Mountain"), now);
    if (!first.ok) throw new Error(first.reason);
    expect(first.version).toBe(1);
    const [second, third] = await Promise.all([
      store.addVersion(created.id, first.teamId, version("4 Counterspell\n56 Island", false), now),
      store.addVersion(created.id, first.teamId, version("4 Thoughtseize\n56 Swamp"), now),
    ]);
    expect([second, third].map((each) => each.ok && each.version).sort()).toEqual([2, 3]);
    const team = await store.findTeam(created.id, first.teamId);
    expect(team!.versions.map((each) => each.version)).toEqual([1, 2, 3]);
    expect(team!.keyHash).toBe(hashKey(first.teamKey));
    const roster = await store.roster(created.id);
    expect(roster).toHaveLength(1);
    expect(roster[0]!.latest.version).toBe(3);
  });

  it("refuses a team past the event's limit, even when they register at once", async () => {
    const { event: created } = await event();
    const answers = await Promise.all(
      Array.from({ length: MAX_TEAMS + 2 }, () => store.addTeam(created.id, version("60 Island"), now)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAX_TEAMS);
    expect(answers.filter((answer) => !answer.ok && answer.reason === "full")).toHaveLength(2);
    expect(await store.roster(created.id)).toHaveLength(MAX_TEAMS);
  });

  it("refuses submissions once closed, by hand or by its closing time, and takes them again when reopened", async () => {
    const { event: created } = await event();
    const team = await store.addTeam(created.id, version("60 Island"), now);
    if (!team.ok) throw new Error(team.reason);
    await store.setOpen(created.id, false);
    expect(await store.addTeam(created.id, version("60 Island"), now)).toEqual({ ok: false, reason: "closed" });
    expect(await store.addVersion(created.id, team.teamId, version("60 Swamp"), now)).toEqual({
      ok: false,
      reason: "closed",
    });
    await store.setOpen(created.id, true);
    expect((await store.addVersion(created.id, team.teamId, version("60 Swamp"), now)).ok).toBe(true);

    const { event: timed } = await event({ closesAt: new Date("2026-11-29T09:59:00Z") });
    expect(await store.addTeam(timed.id, version("60 Island"), now)).toEqual({ ok: false, reason: "closed" });
  });

  it("finds no team of another event, and nothing of a deleted one", async () => {
    const { event: one } = await event();
    const { event: other } = await event();
    const team = await store.addTeam(one.id, version("60 Island"), now);
    if (!team.ok) throw new Error(team.reason);
    expect(await store.findTeam(other.id, team.teamId)).toBeUndefined();
    expect(await store.addVersion(other.id, team.teamId, version("60 Swamp"), now)).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await store.deleteEvent(one.id)).toBe(true);
    expect(await store.findEvent(one.id)).toBeUndefined();
    expect(await store.findTeam(one.id, team.teamId)).toBeUndefined();
  });

  it("deletes events the day after their retention ends, with their teams", async () => {
    const { event: old } = await event({ date: "2026-10-29" });
    const { event: kept } = await event({ date: "2026-10-30" });
    await store.addTeam(old.id, version("60 Island"), now);
    // 2026-11-29 is 31 days after 10-29 (its last day kept was 11-28) and 30 after 10-30.
    expect(await store.deleteExpired(now, 30)).toBeGreaterThanOrEqual(1);
    expect(await store.findEvent(old.id)).toBeUndefined();
    expect(await store.findEvent(kept.id)).toBeDefined();
  });

  it("refuses a row it cannot read back", async () => {
    const { event: created } = await event();
    const { eq } = await import("drizzle-orm");
    await database.db.update(events).set({ language: "xx" }).where(eq(events.id, created.id));
    await expect(store.findEvent(created.id)).rejects.toThrow();
    await store.deleteEvent(created.id);
  });
});
