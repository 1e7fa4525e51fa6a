// The events' tables (docs/api.md, Events): an event, its teams, and every version a team submitted.
// drizzle-kit generates the migrations in ./migrations from this file (npx drizzle-kit generate);
// the store applies them when it opens (server/events/database.ts).

import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the organizer's key, hex: the key itself is never stored. */
    organizerKeyHash: text("organizer_key_hash").notNull(),
    name: text("name").notNull(),
    /** The day the event is played (YYYY-MM-DD): retention counts from it, and a check's legality date may too. */
    eventDate: date("event_date", { mode: "string" }).notNull(),
    /** What the event decides for every team: format, variant, ruleset, house rules, allowed cards. */
    rules: jsonb("rules").notNull(),
    language: text("language").notNull(),
    open: boolean("open").notNull().default(true),
    closesAt: timestamp("closes_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("events_event_date").on(table.eventDate)],
);

export const teams = pgTable(
  "teams",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** SHA-256 of the team's edit key, hex. */
    keyHash: text("key_hash").notNull(),
    /** The order teams registered in, even within one clock tick: the roster's order. */
    registration: integer("registration").generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("teams_event").on(table.eventId)],
);

export const teamVersions = pgTable(
  "team_versions",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    /** The team as submitted (names, lists, pool), before the event's rules were merged in. */
    lists: jsonb("lists").notNull(),
    /** The check's report, language-neutral (worded on the way out). */
    report: jsonb("report").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  // The primary key is what keeps two submissions at once from both becoming one version.
  (table) => [primaryKey({ columns: [table.teamId, table.version] })],
);
