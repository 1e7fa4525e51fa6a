// What an event takes (docs/api.md, POST /api/events) and how a team's submission becomes a check: the event
// decides the format, variant, ruleset, house rules and allowed cards; a team sends its name, decks and pool.
import { z } from "zod";
import { FORMAT_IDS, RULESETS } from "../formats";
import { VARIANTS } from "../variants";
import { HOUSE_RULE_SCHEMAS } from "./house-rules/schema";
import { HOUSE_RULE_NAMES } from "./house-rules/names";
import { because, inputError, type InputError } from "./input-issue";
import { optionalListOf } from "./list-field";
import { issuesOf, readTeamInput, type FieldName } from "./team-input";

/** At most this many teams register for one event (docs/api.md, Events), as a batch checks at most 500. */
export const MAX_EVENT_TEAMS = 500;
export const MAX_EVENT_NAME_LENGTH = 100;
/** Events are deleted this many days after their date unless EVENT_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The rules every team of the event is checked under: a check's fields beside the team's own. */
export const eventRulesSchema = z.object({
  format: z.enum(FORMAT_IDS, { error: because({ code: "unknown-format", formats: [...FORMAT_IDS] }) }).optional(),
  variant: z.enum(VARIANTS, { error: because({ code: "unknown-variant", variants: [...VARIANTS] }) }).optional(),
  ruleset: z.enum(RULESETS, { error: because({ code: "unknown-ruleset", rulesets: [...RULESETS] }) }).optional(),
  allowed: optionalListOf("allowed"),
  ...HOUSE_RULE_SCHEMAS,
});
export type EventRules = z.output<typeof eventRulesSchema>;

/** The fields of a check the event decides: a team's own values for them are ignored. */
export const EVENT_RULE_FIELDS = ["format", "variant", "ruleset", "allowed", ...HOUSE_RULE_NAMES] as const;

export const eventInputSchema = eventRulesSchema.extend({
  name: z
    .string({ error: because({ code: "event-name", max: MAX_EVENT_NAME_LENGTH }) })
    .trim()
    .min(1, because({ code: "event-name", max: MAX_EVENT_NAME_LENGTH }))
    .max(MAX_EVENT_NAME_LENGTH, because({ code: "event-name", max: MAX_EVENT_NAME_LENGTH })),
  /** The day it is played (YYYY-MM-DD). */
  date: z.string({ error: because({ code: "not-a-date" }) }).refine(isRealDay, because({ code: "not-a-date" })),
  /** When submissions close by themselves (ISO 8601); the organizer may also close them by hand. */
  closesAt: z
    .union([z.iso.datetime({ offset: true, error: because({ code: "not-a-time" }) }), z.null()])
    .optional()
    .transform((time) => (time ? new Date(time) : null)),
});
export type EventInput = z.output<typeof eventInputSchema>;

/** A team shaped like the event's, so the check's own schema judges the rules together (a ruleset for its format…). */
const PLACEHOLDER_DECK = "1 Island";

/** The event as sent, or the 400 naming each field it refuses, the rules' combinations included. */
export function readEventInput(raw: unknown): { ok: true; event: EventInput } | { ok: false; error: InputError } {
  const parsed = eventInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: inputError("bad-request", issuesOf(parsed.error)) };
  const { name, date, closesAt, ...rules } = parsed.data;
  const placeholder = { ...rules, decks: [{ list: PLACEHOLDER_DECK }, { list: PLACEHOLDER_DECK }] };
  const together = readTeamInput(placeholder);
  const refused = together.ok ? [] : (together.error.issues ?? []).filter((issue) => !issue.field.startsWith("decks"));
  if (refused.length > 0) return { ok: false, error: inputError("bad-request", refused) };
  return { ok: true, event: { name, date, closesAt, ...rules } };
}

/**
 * The team to check: the team's own fields (name, decks, pool) under the event's rules, on the event's day
 * (`eventDate`: docs/rules.md, Legal on a date) when given.
 */
export function teamUnderEvent(rawTeam: unknown, rules: EventRules, eventDate?: string, fieldName?: FieldName) {
  const own = typeof rawTeam === "object" && rawTeam !== null && !Array.isArray(rawTeam) ? { ...rawTeam } : {};
  for (const field of [...EVENT_RULE_FIELDS, "language", "eventDate"]) delete (own as Record<string, unknown>)[field];
  const merged = {
    ...own,
    ...Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)),
    ...(eventDate !== undefined && { eventDate }),
  };
  return readTeamInput(Array.isArray(rawTeam) || typeof rawTeam !== "object" ? rawTeam : merged, fieldName);
}

/** The last day an event is kept (YYYY-MM-DD): the pages say so. */
export function deletedAfter(eventDate: string, retentionDays: number): string {
  return new Date(Date.parse(`${eventDate}T00:00:00Z`) + retentionDays * 86_400_000).toISOString().slice(0, 10);
}
