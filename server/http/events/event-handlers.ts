import "server-only";
// The organizer's side of an event (docs/api.md, Events): POST /api/events opens one and answers its two links;
// GET, PATCH and DELETE /api/events/{id} and GET …/teams.csv need the organizer's key.
import { batchCsv } from "@/lib/batch/csv";
import { readEventInput } from "@/lib/input/event-input";
import type { Locale } from "@/i18n/locales";
import { z } from "zod";
import { sheetOfReport } from "@/server/batch/batch-results";
import type { EventStore, StoredEvent } from "@/server/events/event-store";
import { inputRefusal } from "../api-error";
import { issuesOf } from "@/lib/input/team-input";
import { inputError } from "@/lib/input/input-issue";
import { siteOrigin } from "../site-origin";
import type { EventDependencies } from "./event-dependencies";
import { eventPaths, inLanguage, isOrganizer, notFound, privateJson } from "./event-access";
import { batchRow, eventView, rosterRow } from "./event-views";
import { queryLanguage, readJsonRequest } from "./read-json";
import { wordReportIn } from "../check-answer";

const EVENT_EXAMPLE = '{ "name", "date": "YYYY-MM-DD", "format", "variant", "ruleset" }';

export async function handleCreateEvent(request: Request, dependencies: EventDependencies): Promise<Response> {
  const read = await readJsonRequest(request, dependencies.limiter, EVENT_EXAMPLE);
  if (!read.ok) return read.answer;
  const { json, language } = read;
  const input = readEventInput(json);
  if (!input.ok) return inputRefusal(input.error, language);
  const store = await dependencies.store();
  const now = dependencies.now?.() ?? new Date();
  const { event, organizerKey } = await store.createEvent(input.event, language, now);
  const origin = siteOrigin(request.headers, dependencies.siteUrl);
  return privateJson(
    {
      id: event.id,
      organizer: {
        url: `${origin}${inLanguage(eventPaths.desk(event.id, organizerKey), language)}`,
        key: organizerKey,
      },
      teams: { url: `${origin}${eventPaths.teams(event.id)}` },
      event: eventView(event, origin, dependencies.retentionDays, now),
    },
    201,
  );
}

type Organized =
  { ok: true; store: EventStore; event: StoredEvent; language: Locale } | { ok: false; answer: Response };

/** The event, when the request carries its organizer's key; else the 404 that says nothing. */
async function organizedEvent(request: Request, eventId: string, dependencies: EventDependencies): Promise<Organized> {
  const store = await dependencies.store();
  const event = await store.findEvent(eventId);
  const asked = queryLanguage(request, event?.language ?? "en");
  if (!asked.ok) return asked;
  if (!event || !isOrganizer(request, event)) return { ok: false, answer: notFound(asked.language) };
  return { ok: true, store, event, language: asked.language };
}

/** GET: the event and its roster; with `?sheets=1`, each team's registration sheet as a batch's (lib/batch/report.ts). */
export async function handleReadEvent(request: Request, eventId: string, dependencies: EventDependencies) {
  const found = await organizedEvent(request, eventId, dependencies);
  if (!found.ok) return found.answer;
  const { store, event, language } = found;
  const origin = siteOrigin(request.headers, dependencies.siteUrl);
  const roster = await store.roster(eventId);
  const sheets = ["1", "true"].includes(new URL(request.url).searchParams.get("sheets") ?? "");
  const now = dependencies.now?.() ?? new Date();
  return privateJson({
    event: eventView(event, origin, dependencies.retentionDays, now),
    teams: roster.map((entry) => rosterRow(entry, language)),
    ...(sheets && {
      // What every sheet's footer states: the card data and rules edition of the latest check.
      checked: roster[0] && {
        cardData: roster[0].latest.report.cardData,
        rulesVersion: roster[0].latest.report.rulesVersion,
        checkedAt: roster[0].latest.report.checkedAt,
        eventDate: event.eventDate,
      },
      sheets: await Promise.all(
        roster.map(async (entry, index) => {
          const sheet = await sheetOfReport(entry.latest.report, entry.latest.name, origin);
          return { ...wordReportIn(sheet, language), index };
        }),
      ),
    }),
  });
}

const changeSchema = z.object({ open: z.boolean() });

/** PATCH `{ "open": false }` closes submissions, `{ "open": true }` reopens them. */
export async function handleChangeEvent(request: Request, eventId: string, dependencies: EventDependencies) {
  const read = await readJsonRequest(request, dependencies.limiter, '{ "open": false }');
  if (!read.ok) return read.answer;
  const found = await organizedEvent(request, eventId, dependencies);
  if (!found.ok) return found.answer;
  const change = changeSchema.safeParse(read.json);
  if (!change.success) return inputRefusal(inputError("bad-request", issuesOf(change.error)), read.language);
  const changed = await found.store.setOpen(eventId, change.data.open);
  if (!changed) return notFound(read.language);
  const origin = siteOrigin(request.headers, dependencies.siteUrl);
  return privateJson({
    event: eventView(changed, origin, dependencies.retentionDays, dependencies.now?.() ?? new Date()),
  });
}

export async function handleDeleteEvent(request: Request, eventId: string, dependencies: EventDependencies) {
  const found = await organizedEvent(request, eventId, dependencies);
  if (!found.ok) return found.answer;
  await found.store.deleteEvent(eventId);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

/** GET …/teams.csv: the roster as the batch's CSV, each team's latest version. */
export async function handleEventCsv(request: Request, eventId: string, dependencies: EventDependencies) {
  const found = await organizedEvent(request, eventId, dependencies);
  if (!found.ok) return found.answer;
  const origin = siteOrigin(request.headers, dependencies.siteUrl);
  const roster = await found.store.roster(eventId);
  const csv = batchCsv({ teams: roster.map((entry, index) => batchRow(entry, index, origin, found.language)) });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="event-teams.csv"',
      "Cache-Control": "no-store",
    },
  });
}
