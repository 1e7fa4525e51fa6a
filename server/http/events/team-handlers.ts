import "server-only";
// A team's registration (docs/api.md, Events): POST /api/events/{id}/teams, PUT …/teams/{teamId} with the team's
// key, GET …/teams/{teamId} with the team's or the organizer's key. A submission is checked as POST
// /api/validate checks a team (the same pipeline, so its report is a check's), under the event's rules,
// and acknowledged only once stored.
import { isCardDataUnavailable } from "@/lib/cards/source";
import { prepareTeam } from "@/lib/check/check-team";
import { MAX_EVENT_TEAMS, teamUnderEvent } from "@/lib/input/event-input";
import { inputError } from "@/lib/input/input-issue";
import type { ValidTeamInput } from "@/lib/input/team-input";
import type { ApiReport } from "@/lib/report/report";
import type { Locale } from "@/i18n/locales";
import { keyMatches } from "@/server/events/keys";
import { acceptsSubmissions, type NewVersion, type StoredEvent } from "@/server/events/event-store";
import { inputRefusal } from "../api-error";
import { resolveDeckLinks } from "../../deck-links/resolve-links";
import { answerTeams, cardDataUnavailableAnswer, wordReportIn } from "../check-answer";
import { siteOrigin } from "../site-origin";
import { oversizedList } from "../team-limits";
import type { EventDependencies } from "./event-dependencies";
import { eventClosed, eventPaths, inLanguage, isOrganizer, notFound, privateJson, requestKey } from "./event-access";
import { queryLanguage, readJsonRequest } from "./read-json";
import { versionSummary } from "./event-views";

const TEAM_EXAMPLE = '{ "name", "decks": [{ "name", "list" }, { "name", "list" }] }';

type Checked = { ok: true; version: NewVersion } | { ok: false; answer: Response };

/** The team checked under the event's rules, as a version to store; or the 400 or 503 that says why not. */
async function checkSubmission(
  json: unknown,
  event: StoredEvent,
  language: Locale,
  dependencies: EventDependencies,
): Promise<Checked> {
  const oversized = oversizedList(json);
  if (oversized) return { ok: false, answer: inputRefusal(oversized, language) };
  // A deck link is read into its list first, as POST /api/validate does; the team is checked on the event's day.
  const resolved = dependencies.deckLinks
    ? await resolveDeckLinks(json, dependencies.deckLinks)
    : { ok: true as const, team: json };
  if (!resolved.ok) return { ok: false, answer: inputRefusal(resolved.error, language) };
  const read = teamUnderEvent(resolved.team, event.rules, event.eventDate);
  if (!read.ok) return { ok: false, answer: inputRefusal(read.error, language) };
  try {
    const [answer] = await answerTeams([prepareTeam(read.input)], await dependencies.cardSource(), {
      now: dependencies.now?.(),
    });
    if (!answer!.ok) return { ok: false, answer: inputRefusal(answer!.error, language) };
    return { ok: true, version: { name: read.input.name ?? "", lists: teamLists(read.input), report: answer!.report } };
  } catch (error) {
    if (isCardDataUnavailable(error)) return { ok: false, answer: cardDataUnavailableAnswer(error) };
    throw error;
  }
}

/** What the team sent of its own (the event's rules are the event's). */
const teamLists = (input: ValidTeamInput) => ({
  ...(input.name !== undefined && { name: input.name }),
  decks: input.decks,
  ...(input.pool !== undefined && { pool: input.pool }),
});

const worded = (report: ApiReport, language: Locale) => wordReportIn(report, language);

/** The open event a submission goes to, or the 404 / 409 to answer. */
async function openEvent(eventId: string, language: Locale, dependencies: EventDependencies) {
  const store = await dependencies.store();
  const event = await store.findEvent(eventId);
  if (!event) return { ok: false as const, answer: notFound(language) };
  const now = dependencies.now?.() ?? new Date();
  if (!acceptsSubmissions(event, now)) return { ok: false as const, answer: eventClosed(language) };
  return { ok: true as const, store, event, now };
}

export async function handleRegisterTeam(request: Request, eventId: string, dependencies: EventDependencies) {
  const read = await readJsonRequest(request, dependencies.limiter, TEAM_EXAMPLE);
  if (!read.ok) return read.answer;
  const { json, language } = read;
  const found = await openEvent(eventId, language, dependencies);
  if (!found.ok) return found.answer;
  const checked = await checkSubmission(json, found.event, language, dependencies);
  if (!checked.ok) return checked.answer;
  const stored = await found.store.addTeam(eventId, checked.version, dependencies.now?.() ?? new Date());
  if (!stored.ok) return refusedSubmission(stored.reason, language);
  const origin = siteOrigin(request.headers, dependencies.siteUrl);
  const edit = inLanguage(eventPaths.edit(eventId, stored.teamId, stored.teamKey), language);
  return privateJson(
    {
      team: { id: stored.teamId, version: stored.version },
      edit: { url: `${origin}${edit}`, key: stored.teamKey },
      report: worded(checked.version.report, language),
    },
    201,
  );
}

export async function handleUpdateTeam(
  request: Request,
  eventId: string,
  teamId: string,
  dependencies: EventDependencies,
) {
  const read = await readJsonRequest(request, dependencies.limiter, TEAM_EXAMPLE);
  if (!read.ok) return read.answer;
  const { json, language } = read;
  const store = await dependencies.store();
  const team = await store.findTeam(eventId, teamId);
  // The key first: whether the event is closed is not said to someone without it.
  if (!team || !keyMatches(requestKey(request), team.keyHash)) return notFound(language);
  const found = await openEvent(eventId, language, dependencies);
  if (!found.ok) return found.answer;
  const checked = await checkSubmission(json, found.event, language, dependencies);
  if (!checked.ok) return checked.answer;
  const stored = await store.addVersion(eventId, teamId, checked.version, dependencies.now?.() ?? new Date());
  if (!stored.ok) return refusedSubmission(stored.reason, language);
  return privateJson({
    team: { id: teamId, version: stored.version },
    report: worded(checked.version.report, language),
  });
}

function refusedSubmission(reason: "closed" | "full" | "gone", language: Locale): Response {
  if (reason === "closed") return eventClosed(language);
  if (reason === "gone") return notFound(language);
  return inputRefusal(
    inputError("bad-request", [{ field: "body", why: { code: "event-full", max: MAX_EVENT_TEAMS } }]),
    language,
  );
}

/** GET: the team's latest lists and report, and every version with its lists (what changed is theirs to compare). */
export async function handleReadTeam(
  request: Request,
  eventId: string,
  teamId: string,
  dependencies: EventDependencies,
) {
  const store = await dependencies.store();
  const [event, team] = await Promise.all([store.findEvent(eventId), store.findTeam(eventId, teamId)]);
  const asked = queryLanguage(request, event?.language ?? "en");
  if (!asked.ok) return asked.answer;
  const { language } = asked;
  if (!event || !team) return notFound(language);
  if (!keyMatches(requestKey(request), team.keyHash) && !isOrganizer(request, event)) return notFound(language);
  const latest = team.versions.at(-1)!;
  const now = dependencies.now?.() ?? new Date();
  return privateJson({
    event: {
      id: event.id,
      name: event.name,
      date: event.eventDate,
      ...event.rules,
      open: acceptsSubmissions(event, now),
    },
    team: { id: teamId, ...versionSummary(latest, language) },
    lists: latest.lists,
    report: worded(latest.report, language),
    versions: team.versions.map((version) => ({ ...versionSummary(version, language), lists: version.lists })),
  });
}
