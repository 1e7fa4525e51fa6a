import "server-only";
// One team of a batch as it was sent, and its way to a prepared check. A JSON team and a CSV row take
// the same way, each naming its fields as its sender does; whatever is wrong stays with that team.
import { prepareTeam, type PreparedOutcome } from "@/lib/check/check-team";
import {
  MAX_DECK_NAME_LENGTH,
  MAX_TEAM_NAME_LENGTH,
  readTeamInput,
  type FieldName,
  type InputError,
} from "@/lib/input/team-input";
import { oversizedList } from "../http/team-limits";
import { MAX_DECKS, MIN_DECKS, VARIANTS, type Variant } from "@/lib/variants";

export interface BatchEntry {
  /** The team as sent: a JSON object, or one made of a CSV row's cells under the same field names. */
  team: unknown;
  /** The CSV record it came from, the header being row 1. */
  row?: number;
  fieldName: FieldName;
  /** What is wrong with the row itself, which the team object cannot show (a third deck's column). */
  fault?: InputError;
}

const MOST_DECKS = Math.max(...Object.values(MAX_DECKS));

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads and parses the team, or says why it cannot be checked, naming the field. */
export function prepareEntry(entry: BatchEntry): PreparedOutcome {
  if (entry.fault) return { ok: false, error: entry.fault };
  const oversized = oversizedList(entry.team, entry.fieldName);
  if (oversized) return { ok: false, error: oversized };
  const read = readTeamInput(entry.team, entry.fieldName);
  return read.ok ? prepareTeam(read.input, entry.fieldName) : read;
}

/** The team's name as sent, for its result; "" when it has none. */
export function entryName(entry: BatchEntry): string {
  const { name } = record(entry.team);
  return typeof name === "string" ? name.trim().slice(0, MAX_TEAM_NAME_LENGTH) : "";
}

/** The players' names as sent, for the result of a team that could not be checked. */
export function entryPlayers(entry: BatchEntry): string[] {
  const decks = record(entry.team).decks;
  // Two players at least, as a team has; up to the four a team may have (docs/rules.md, Teams of three and four).
  const sent = Array.isArray(decks) ? decks.slice(0, MOST_DECKS).map((deck) => record(deck).name) : [];
  return Array.from({ length: Math.max(MIN_DECKS, sent.length) }, (_, index) => {
    const name = sent[index];
    // "" for an unnamed player: the answer words it by index in its language (i18n/report-words.ts).
    return typeof name === "string" ? name.slice(0, MAX_DECK_NAME_LENGTH).trim() : "";
  });
}

/** A field the team sent as text (its format, its ruleset), or null. */
export function entryText(entry: BatchEntry, field: "format" | "ruleset"): string | null {
  const value = record(entry.team)[field];
  return typeof value === "string" ? value.slice(0, 40) : null;
}

/** The team event it names, when one of ours: the result of a team that could not be checked still names its event. */
export function entryVariant(entry: BatchEntry): Variant | undefined {
  const { variant } = record(entry.team);
  return VARIANTS.find((each) => each === variant);
}
