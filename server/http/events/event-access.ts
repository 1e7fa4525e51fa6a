import "server-only";
// Who may read or change an event (docs/api.md, Events): the organizer's key opens the desk, a team's key
// its own team. A key comes as `Authorization: Bearer …` or, for the pages' links, `?key=`. A wrong or
// missing key, and an event or team that does not exist, are the same 404 that says nothing.
import { keyMatches } from "@/server/events/keys";
import type { StoredEvent } from "@/server/events/event-store";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { apiError } from "../api-error";

const BEARER = /^Bearer\s+(?<key>\S+)\s*$/i;

/** The key the request carries, from its Authorization header or its `key` query parameter. */
export function requestKey(request: Request): string | undefined {
  const header = BEARER.exec(request.headers.get("authorization") ?? "")?.groups?.key;
  return header ?? new URL(request.url).searchParams.get("key") ?? undefined;
}

export const isOrganizer = (request: Request, event: StoredEvent) =>
  keyMatches(requestKey(request), event.organizerKeyHash);

// Nobody but the key's holder reads these answers: no cache along the way keeps one.
const PRIVATE = { "Cache-Control": "no-store" };

export const notFound = (language: Locale = DEFAULT_LOCALE) =>
  apiError("not-found", translator(language, "apiErrors")("not-found"), PRIVATE);

export const eventClosed = (language: Locale = DEFAULT_LOCALE) =>
  apiError("event-closed", translator(language, "apiErrors")("event-closed"), PRIVATE);

export const privateJson = (body: unknown, status = 200) => Response.json(body, { status, headers: PRIVATE });

/** The pages' paths: the desk, the teams' link, a team's edit link (each with its key in the query). */
export const eventPaths = {
  desk: (id: string, key: string) => `/events/${id}/desk?key=${key}`,
  teams: (id: string) => `/events/${id}`,
  edit: (id: string, teamId: string, key: string) => `/events/${id}/teams/${teamId}?key=${key}`,
};

/** A path in `language`'s pages: English unprefixed, the others under their prefix (docs/development.md, Languages). */
export const inLanguage = (path: string, language: Locale) =>
  language === DEFAULT_LOCALE ? path : `/${language}${path}`;
