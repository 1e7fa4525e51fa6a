import "server-only";
// Events, their teams and every version a team submitted, in PostgreSQL through Drizzle (docs/api.md, Events).
// A submission is one transaction: acknowledged only once its team and version are stored. Two submissions
// of one team at once both become versions: the team's row is locked while the next number is taken, and the
// (team, version) primary key refuses a duplicate, which is then retried with the next number.
import { and, asc, count, desc, eq, lt } from "drizzle-orm";
import type { EventInput } from "@/lib/input/event-input";
import type { ApiReport } from "@/lib/report/report";
import type { Locale } from "@/i18n/locales";
import type { EventsDatabase } from "./database";
import { hashKey, randomToken } from "./keys";
import { events, teams, teamVersions } from "./schema";
import { storedEventSchema, storedVersionSchema, type StoredEvent, type StoredVersion } from "./stored-rows";

export type { StoredEvent, StoredVersion };

/** What a submission stores: the team as sent and the check's report of it. */
export interface NewVersion {
  name: string;
  lists: Record<string, unknown>;
  report: ApiReport;
}

export type SubmitRefusal = "closed" | "full" | "gone";
export type Submitted<T> = ({ ok: true; version: number } & T) | { ok: false; reason: SubmitRefusal };

export interface RosterEntry {
  id: string;
  latest: StoredVersion;
}

const UNIQUE_VIOLATION = "23505";
const MAX_VERSION_ATTEMPTS = 5;

/** Whether the event takes submissions at `now`: open, and not past its closing time. */
export const acceptsSubmissions = (event: Pick<StoredEvent, "open" | "closesAt">, now: Date) =>
  event.open && (event.closesAt === null || event.closesAt.getTime() > now.getTime());

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === UNIQUE_VIOLATION || cause.cause?.code === UNIQUE_VIOLATION;
};

export class EventStore {
  constructor(
    private readonly db: EventsDatabase,
    private readonly maxTeams: number,
  ) {}

  async createEvent(
    input: EventInput,
    language: Locale,
    now: Date,
  ): Promise<{ event: StoredEvent; organizerKey: string }> {
    const organizerKey = randomToken();
    const { name, date, closesAt, ...rules } = input;
    const [row] = await this.db
      .insert(events)
      .values({
        id: randomToken(),
        organizerKeyHash: hashKey(organizerKey),
        name,
        eventDate: date,
        rules,
        language,
        open: true,
        closesAt,
        createdAt: now,
      })
      .returning();
    return { event: storedEventSchema.parse(row), organizerKey };
  }

  async findEvent(id: string): Promise<StoredEvent | undefined> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    return row && storedEventSchema.parse(row);
  }

  /** A new team and its first version, if the event is open and not full. */
  async addTeam(
    eventId: string,
    version: NewVersion,
    now: Date,
  ): Promise<Submitted<{ teamId: string; teamKey: string }>> {
    const teamId = randomToken();
    const teamKey = randomToken();
    return this.db.transaction(async (tx) => {
      // The event's row is locked, so two teams registering at once cannot both take its last place.
      const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
      if (!row) return { ok: false, reason: "gone" } as const;
      if (!acceptsSubmissions(storedEventSchema.parse(row), now)) return { ok: false, reason: "closed" } as const;
      const [{ teamCount } = { teamCount: 0 }] = await tx
        .select({ teamCount: count() })
        .from(teams)
        .where(eq(teams.eventId, eventId));
      if (teamCount >= this.maxTeams) return { ok: false, reason: "full" } as const;
      await tx.insert(teams).values({ id: teamId, eventId, keyHash: hashKey(teamKey), createdAt: now });
      await tx.insert(teamVersions).values({ teamId, version: 1, ...version, submittedAt: now });
      return { ok: true, version: 1, teamId, teamKey } as const;
    });
  }

  /** The team's next version, if its event still takes submissions. */
  async addVersion(eventId: string, teamId: string, version: NewVersion, now: Date): Promise<Submitted<object>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const [team] = await tx
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
            .for("update");
          const event = await tx.select().from(events).where(eq(events.id, eventId));
          if (!team || !event[0]) return { ok: false, reason: "gone" } as const;
          if (!acceptsSubmissions(storedEventSchema.parse(event[0]), now))
            return { ok: false, reason: "closed" } as const;
          const [last] = await tx
            .select({ version: teamVersions.version })
            .from(teamVersions)
            .where(eq(teamVersions.teamId, teamId))
            .orderBy(desc(teamVersions.version))
            .limit(1);
          const next = (last?.version ?? 0) + 1;
          await tx.insert(teamVersions).values({ teamId, version: next, ...version, submittedAt: now });
          return { ok: true, version: next } as const;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= MAX_VERSION_ATTEMPTS) throw error;
      }
    }
  }

  /** The team's key hash and every version, oldest first; undefined when the event has no such team. */
  async findTeam(eventId: string, teamId: string): Promise<{ keyHash: string; versions: StoredVersion[] } | undefined> {
    const [team] = await this.db
      .select({ keyHash: teams.keyHash })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
    if (!team) return undefined;
    const rows = await this.db
      .select()
      .from(teamVersions)
      .where(eq(teamVersions.teamId, teamId))
      .orderBy(asc(teamVersions.version));
    return { keyHash: team.keyHash, versions: rows.map((row) => storedVersionSchema.parse(row)) };
  }

  /** Every team of the event with its latest version, in the order they registered. */
  async roster(eventId: string): Promise<RosterEntry[]> {
    const rows = await this.db
      .selectDistinctOn([teamVersions.teamId], { version: teamVersions, registration: teams.registration })
      .from(teamVersions)
      .innerJoin(teams, eq(teams.id, teamVersions.teamId))
      .where(eq(teams.eventId, eventId))
      .orderBy(teamVersions.teamId, desc(teamVersions.version));
    return rows
      .sort((a, b) => a.registration - b.registration)
      .map((row) => ({ id: row.version.teamId, latest: storedVersionSchema.parse(row.version) }));
  }

  async setOpen(eventId: string, open: boolean): Promise<StoredEvent | undefined> {
    const [row] = await this.db.update(events).set({ open }).where(eq(events.id, eventId)).returning();
    return row && storedEventSchema.parse(row);
  }

  async deleteEvent(eventId: string): Promise<boolean> {
    const deleted = await this.db.delete(events).where(eq(events.id, eventId)).returning({ id: events.id });
    return deleted.length > 0;
  }

  /** Deletes every event whose date is more than `retentionDays` before `now`'s day (teams and versions cascade). */
  async deleteExpired(now: Date, retentionDays: number): Promise<number> {
    const keptFrom = new Date(now.getTime() - retentionDays * 86_400_000).toISOString().slice(0, 10);
    const deleted = await this.db.delete(events).where(lt(events.eventDate, keptFrom)).returning({ id: events.id });
    return deleted.length;
  }
}
