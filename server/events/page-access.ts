import "server-only";
// What the events' pages may show (app/[locale]/events/): an event's public rules for its teams' link, and
// whether a key opens the desk or a team. A wrong key is the page's 404, as it is the API's.
import { services } from "../services";
import { acceptsSubmissions, type StoredEvent } from "./event-store";
import { keyMatches } from "./keys";

export interface PublicEvent {
  id: string;
  name: string;
  date: string;
  rules: StoredEvent["rules"];
  open: boolean;
  retentionDays: number;
}

const publicOf = (event: StoredEvent, retentionDays: number): PublicEvent => ({
  id: event.id,
  name: event.name,
  date: event.eventDate,
  rules: event.rules,
  open: acceptsSubmissions(event, new Date()),
  retentionDays,
});

async function opened() {
  const desk = await services().eventDesk();
  return { store: await desk.store(), retentionDays: desk.retentionDays };
}

/** The event as its teams' link shows it: its rules, never its teams. */
export async function publicEvent(id: string): Promise<PublicEvent | undefined> {
  const { store, retentionDays } = await opened();
  const event = await store.findEvent(id);
  return event && publicOf(event, retentionDays);
}

/** The event, when `key` is its organizer's. */
export async function organizerEvent(id: string, key: string | undefined): Promise<PublicEvent | undefined> {
  const { store, retentionDays } = await opened();
  const event = await store.findEvent(id);
  return event && keyMatches(key, event.organizerKeyHash) ? publicOf(event, retentionDays) : undefined;
}

/** The event, when `key` is the team's own. */
export async function teamEvent(id: string, teamId: string, key: string | undefined): Promise<PublicEvent | undefined> {
  const { store, retentionDays } = await opened();
  const [event, team] = await Promise.all([store.findEvent(id), store.findTeam(id, teamId)]);
  return event && team && keyMatches(key, team.keyHash) ? publicOf(event, retentionDays) : undefined;
}
