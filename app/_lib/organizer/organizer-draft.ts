// What the organizer page keeps in local storage, so nothing typed or pasted is lost: the CSV, the teams
// added one by one, the team being typed, and the event's name and date for the printed sheets.
import { draftFromValue, draftToShared, emptyDraft, type TeamDraft } from "../team-form/team-draft";

export const ORGANIZER_STORAGE_KEY = "2hg-deck-check:organizer:v1";

export interface AddedTeam extends TeamDraft {
  name: string;
}

export interface EventDetails {
  name: string;
  /** As an <input type="date"> gives it: "2026-11-28", or "". */
  date: string;
}

export interface OrganizerDraft {
  csv: string;
  teams: AddedTeam[];
  newTeam: AddedTeam;
  event: EventDetails;
}

export const emptyTeam = (): AddedTeam => ({ name: "", ...emptyDraft() });

const text = (value: unknown) => (typeof value === "string" ? value : "");

function teamFromValue(value: unknown): AddedTeam | null {
  const draft = draftFromValue(value);
  return draft && { name: text((value as { name?: unknown }).name), ...draft };
}

/** A stored draft, keeping whatever part of it is ours; the empty draft when there is none. Never throws. */
export function parseOrganizerDraft(stored: string | null): OrganizerDraft {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const event = record.event && typeof record.event === "object" ? (record.event as Record<string, unknown>) : {};
  return {
    csv: text(record.csv),
    teams: Array.isArray(record.teams) ? record.teams.flatMap((team) => teamFromValue(team) ?? []) : [],
    newTeam: teamFromValue(record.newTeam) ?? emptyTeam(),
    event: { name: text(event.name), date: text(event.date) },
  };
}

/** A team added on the page as POST /api/batch takes it. */
export function teamToBatch(team: AddedTeam) {
  return { name: team.name.trim(), ...draftToShared(team) };
}
