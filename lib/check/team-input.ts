// What a team check takes, read at the boundary (README, API): the format, the ruleset, two decks and,
// in Limited, the team's pool and the cards an organizer allows beyond it.
// Every refusal is a 400 that names the field; content itself is never a reason to refuse.
import { z } from "zod";
import { ZONES, type Decklist } from "../decklist/decklist";
import { FORMAT_IDS, RULESETS, findFormat, rulesetsOf, type FormatKind } from "../formats";
import { HOUSE_RULES, HOUSE_RULE_NAMES } from "../house-rules";
import { listOf, optionalListOf } from "./list-field";

export { MAX_LIST_LINES } from "./list-field";
export const MAX_QUANTITY = 999;
export const MAX_DECK_NAME_LENGTH = 100;

const listSchema = listOf("the decklist");

/** The fields only a Limited check reads (MTR 7.2, 9.6), with what they are: anywhere else they would be ignored in silence. */
export const LIMITED_ONLY_FIELDS = { pool: "the pool", allowed: "the list of allowed cards" } as const;

const deckInputSchema = z.object({
  name: z.string().max(MAX_DECK_NAME_LENGTH, `a deck name is at most ${MAX_DECK_NAME_LENGTH} characters`).optional(),
  list: listSchema,
});

export const teamInputSchema = z
  .object({
    format: z.enum(FORMAT_IDS, { error: `unknown format; valid formats are: ${FORMAT_IDS.join(", ")}` }),
    /** The team rule; when not given, the format's own (`tournament`, `open` in 2HG Commander). */
    ruleset: z.enum(RULESETS, { error: `unknown ruleset; valid rulesets are: ${RULESETS.join(", ")}` }).optional(),
    decks: z.array(deckInputSchema).length(2, "a Two-Headed Giant team is exactly two decks"),
    /** The team's Sealed or Draft pool, in any decklist format: every section of it counts. */
    pool: optionalListOf(LIMITED_ONLY_FIELDS.pool),
    /** Cards the organizer allows beyond the pool (MTR 7.2: prerelease exceptions), counted like pool cards. */
    allowed: optionalListOf(LIMITED_ONLY_FIELDS.allowed),
    houseBans: HOUSE_RULES.houseBans.schema,
    gameChangers: HOUSE_RULES.gameChangers.schema,
    landsExemptFromTeamRule: HOUSE_RULES.landsExemptFromTeamRule.schema,
    teamColorIdentity: HOUSE_RULES.teamColorIdentity.schema,
  })
  .superRefine((team, context) => {
    const format = findFormat(team.format);
    if (!format) return;
    if (team.ruleset !== undefined && !rulesetsOf(format).includes(team.ruleset)) {
      context.addIssue({ code: "custom", path: ["ruleset"], message: `the team rule ${team.ruleset} is read only with format commander, not ${team.format}` });
    }
    for (const name of HOUSE_RULE_NAMES) {
      const kinds: readonly FormatKind[] | "all" = HOUSE_RULES[name].kinds;
      if (team[name] === undefined || kinds === "all" || kinds.includes(format.kind)) continue;
      context.addIssue({ code: "custom", path: [name], message: `this house rule is read only with format ${kinds.join(", ")}, not ${team.format}` });
    }
    if (format.kind === "limited") {
      if (team.allowed !== undefined && team.pool === undefined) {
        context.addIssue({ code: "custom", path: ["allowed"], message: "the allowed cards are counted beside a pool: give the pool too" });
      }
      return;
    }
    for (const [field, what] of Object.entries(LIMITED_ONLY_FIELDS) as [keyof typeof LIMITED_ONLY_FIELDS, string][]) {
      if (team[field] === undefined) continue;
      context.addIssue({ code: "custom", path: [field], message: `${what} is read only with format limited (Sealed or Draft), not ${team.format}` });
    }
  })
  .transform((team) => ({ ...team, ruleset: team.ruleset ?? findFormat(team.format)!.defaultRuleset }));

export type TeamInput = z.input<typeof teamInputSchema>;
export type ValidTeamInput = z.output<typeof teamInputSchema>;

/** Why a team cannot be checked: a 400 naming the field, or a 413 for a list over the size limit. */
export type InputError = { code: "bad-request" | "too-large"; message: string };

/**
 * What the sender calls a field of the team input, given its path ("decks.1.list", "" for the team
 * itself): the API's own paths by default, a CSV file's column names for a batch read from one.
 */
export type FieldName = (path: string) => string;

export const sameField: FieldName = (path) => path || "body";

/** "decks.0.list: a list has at most 1000 lines; format: unknown format …" */
export function describeInputError(error: z.ZodError, fieldName: FieldName = sameField): string {
  return error.issues.map((issue) => `${fieldName(issue.path.join("."))}: ${issue.message}`).join("; ");
}

/** The request's team, read against the input schema: a team to check, or the 400 that names the field. */
export function readTeamInput(
  rawInput: unknown,
  fieldName: FieldName = sameField,
): { ok: true; input: ValidTeamInput } | { ok: false; error: InputError } {
  const parsed = teamInputSchema.safeParse(rawInput);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, error: { code: "bad-request", message: describeInputError(parsed.error, fieldName) } };
}

/** The 400 for a parsed list asking for more copies of a card than any list could mean, naming where. */
export function tooLargeQuantity(decklists: readonly Decklist[], field: (index: number) => string = (index) => `decks.${index}.list`): InputError | undefined {
  for (const [index, decklist] of decklists.entries()) {
    for (const zone of ZONES) {
      const entry = decklist[zone].find((candidate) => candidate.quantity > MAX_QUANTITY);
      if (entry) {
        const shown = entry.lines.slice(0, 3).join(", ") + (entry.lines.length > 3 ? ", …" : "");
        const lines = entry.lines.length > 1 ? `lines ${shown} ask` : `line ${shown} asks`;
        return {
          code: "bad-request",
          message: `${field(index)}: ${lines} for ${entry.quantity} copies of "${entry.name.slice(0, 80)}"; a quantity is at most ${MAX_QUANTITY}`,
        };
      }
    }
  }
  return undefined;
}
