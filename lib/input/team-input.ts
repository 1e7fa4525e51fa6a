// What a team check takes, read at the boundary (docs/api.md, POST /api/validate): the format, the ruleset, two to four decks
// and, in Limited, the team's pool and the cards an organizer allows beyond it.
// Every refusal is a 400 that names the field; content itself is never a reason to refuse.
import { z } from "zod";
import { ZONES, type Decklist } from "../decklist/decklist";
import { FORMAT_IDS, RULESETS, findFormat, rulesetsOf, type FormatKind } from "../formats";
import { HOUSE_RULES, HOUSE_RULE_SCHEMAS } from "./house-rules/schema";
import { HOUSE_RULE_NAMES } from "./house-rules/names";
import { DEFAULT_VARIANT, KINDS_REFUSED, MAX_DECKS, MIN_DECKS, VARIANTS, type Variant } from "../variants";
import { because, inputError, reasonOfIssue, type InputError, type InputIssue, type InputReason } from "./input-issue";
import { listOf, optionalListOf } from "./list-field";
import { MAX_TEAM_NAME_LENGTH } from "./list-limits";
import { eventDateSchema } from "./event-date";
import { deckSourceSchema } from "../deck-links/deck-source";

export { MAX_LIST_LINES } from "./list-field";
export const MAX_QUANTITY = 999;
export const MAX_DECK_NAME_LENGTH = 100;
export { MAX_TEAM_NAME_LENGTH };

export type { InputError } from "./input-issue";

const listSchema = listOf("decklist");

/** The fields only a Limited check reads (MTR 7.2, 9.6): anywhere else they would be ignored in silence. */
export const LIMITED_ONLY_FIELDS = ["pool", "allowed"] as const;

const deckInputSchema = z.object({
  name: z
    .string()
    .max(MAX_DECK_NAME_LENGTH, because({ code: "deck-name-too-long", max: MAX_DECK_NAME_LENGTH }))
    .optional(),
  list: listSchema,
  /** Team Trios (MTR 8.4, last sentence): the seat's own format, required there and read nowhere else. */
  format: z.enum(FORMAT_IDS, { error: because({ code: "unknown-format", formats: [...FORMAT_IDS] }) }).optional(),
  /**
   * Added: where the list was read from, set by the server when it read a deck link (server/deck-links/), and
   * by a share link of such a check; the API sets it from `url` itself and ignores one sent beside a list.
   */
  source: deckSourceSchema.optional(),
});

/** The team's name (a batch's `team` column), trimmed; a blank one is no name. */
const teamNameSchema = z
  .string({ error: because({ code: "team-name-not-text" }) })
  .trim()
  .max(MAX_TEAM_NAME_LENGTH, because({ code: "team-name-too-long", max: MAX_TEAM_NAME_LENGTH }))
  .optional()
  .transform((name) => name || undefined);

const MOST_DECKS = Math.max(...Object.values(MAX_DECKS));
const deckCountReason = (variant: Variant): InputReason => ({
  code: "deck-count",
  min: MIN_DECKS,
  max: MAX_DECKS[variant],
  variant,
});
const deckCount = (variant: Variant) => because(deckCountReason(variant));

export const teamInputSchema = z
  .object({
    /** Shown in the report's title, its link and the printed sheets; never checked against anything. */
    name: teamNameSchema,
    /** The event's format; Team Trios may leave it out, its seats each name their own. */
    format: z.enum(FORMAT_IDS, { error: because({ code: "unknown-format", formats: [...FORMAT_IDS] }) }).optional(),
    /** What kind of team event (docs/rules.md, Teams of three and four); Two-Headed Giant when not given. */
    variant: z.enum(VARIANTS, { error: because({ code: "unknown-variant", variants: [...VARIANTS] }) }).optional(),
    /** The team rule; when not given, the format's own (`tournament`, `open` in 2HG Commander). */
    ruleset: z.enum(RULESETS, { error: because({ code: "unknown-ruleset", rulesets: [...RULESETS] }) }).optional(),
    decks: z
      .array(deckInputSchema)
      .min(MIN_DECKS, deckCount(DEFAULT_VARIANT))
      .max(MOST_DECKS, deckCount(DEFAULT_VARIANT)),
    /** The team's Sealed or Draft pool, in any decklist format: every section of it counts. */
    pool: optionalListOf("pool"),
    /** Cards the organizer allows beyond the pool (MTR 7.2: prerelease exceptions), counted like pool cards. */
    allowed: optionalListOf("allowed"),
    /** Added: the event's date (YYYY-MM-DD) the check answers for; today when not given (docs/rules.md, Legal on a date). */
    eventDate: eventDateSchema.optional(),
    ...HOUSE_RULE_SCHEMAS,
  })
  .superRefine((team, context) => {
    refuseVariant(team, context);
    const format = findFormat(team.format ?? team.decks[0]?.format ?? "");
    if (!format) return;
    if (team.ruleset !== undefined && !rulesetsOf(format).includes(team.ruleset)) {
      context.addIssue({
        code: "custom",
        path: ["ruleset"],
        message: because({ code: "ruleset-not-for-format", ruleset: team.ruleset, format: format.id }),
      });
    }
    for (const name of HOUSE_RULE_NAMES) {
      const kinds: readonly FormatKind[] | "all" = HOUSE_RULES[name].kinds;
      if (team[name] === undefined || kinds === "all" || kinds.includes(format.kind)) continue;
      context.addIssue({
        code: "custom",
        path: [name],
        message: because({ code: "house-rule-not-for-format", kinds: [...kinds], format: format.id }),
      });
    }
    if (format.kind === "limited") {
      if (team.allowed !== undefined && team.pool === undefined) {
        context.addIssue({ code: "custom", path: ["allowed"], message: because({ code: "allowed-without-pool" }) });
      }
      return;
    }
    for (const field of LIMITED_ONLY_FIELDS) {
      if (team[field] === undefined) continue;
      context.addIssue({
        code: "custom",
        path: [field],
        message: because({ code: "limited-only", list: field, format: format.id }),
      });
    }
  })
  .transform((team) => {
    // A Trios team without an event format is reported under its first seat's (refuseVariant made sure it has one).
    const format = team.format ?? team.decks[0]!.format!;
    return {
      ...team,
      format,
      ruleset: team.ruleset ?? findFormat(format)!.defaultRuleset,
    };
  });

type RawTeam = {
  format?: string | undefined;
  variant?: Variant | undefined;
  decks: { format?: string | undefined }[];
};

/**
 * What a variant cannot check is a 400 naming the field (docs/rules.md, Teams of three and four): more decks than
 * it seats, a format it has no rules for, a seat's format outside Trios or a Trios seat without one.
 */
function refuseVariant(team: RawTeam, context: z.RefinementCtx): void {
  // A refinement may run on a team with other faults: an unknown variant is refused on its own already.
  const variant = VARIANTS.find((each) => each === team.variant) ?? DEFAULT_VARIANT;
  if (!Array.isArray(team.decks)) return;
  const refuse = (path: (string | number)[], why: InputReason) =>
    context.addIssue({ code: "custom", path, message: because(why) });
  if (team.decks.length > MAX_DECKS[variant]) refuse(["decks"], deckCountReason(variant));
  const refused = KINDS_REFUSED[variant];
  const formatRefused = (id: string | undefined) => {
    const kind = id === undefined ? undefined : findFormat(id)?.kind;
    return kind !== undefined && refused.includes(kind);
  };
  if (formatRefused(team.format)) refuse(["format"], { code: "variant-not-for-format", variant, format: team.format! });
  if (variant !== "trios") {
    if (team.format === undefined) refuse(["format"], { code: "unknown-format", formats: [...FORMAT_IDS] });
    team.decks.forEach((deck, index) => {
      if (deck?.format !== undefined) refuse(["decks", index, "format"], { code: "seat-format-only-trios", variant });
    });
    return;
  }
  team.decks.forEach((deck, index) => {
    if (deck?.format === undefined) refuse(["decks", index, "format"], { code: "seat-format-required" });
    else if (formatRefused(deck.format))
      refuse(["decks", index, "format"], { code: "variant-not-for-format", variant, format: deck.format });
  });
}

/** The team's variant: Two-Headed Giant unless it names another. */
export function variantOf(input: Pick<ValidTeamInput, "variant">): Variant {
  return input.variant ?? DEFAULT_VARIANT;
}

export type TeamInput = z.input<typeof teamInputSchema>;
export type ValidTeamInput = z.output<typeof teamInputSchema>;

/**
 * What the sender calls a field of the team input, given its path ("decks.1.list", "" for the team
 * itself): the API's own paths by default, a CSV file's column names for a batch read from one.
 */
export type FieldName = (path: string) => string;

export const sameField: FieldName = (path) => path || "body";

/** Each of a schema's refusals as an issue naming the field as the sender does. */
export function issuesOf(error: z.ZodError, fieldName: FieldName = sameField): InputIssue[] {
  return error.issues.map((issue) => ({ field: fieldName(issue.path.join(".")), why: reasonOfIssue(issue) }));
}

/** The request's team, read against the input schema: a team to check, or the 400 that names the field. */
export function readTeamInput(
  rawInput: unknown,
  fieldName: FieldName = sameField,
): { ok: true; input: ValidTeamInput } | { ok: false; error: InputError } {
  const parsed = teamInputSchema.safeParse(rawInput);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, error: inputError("bad-request", issuesOf(parsed.error, fieldName)) };
}

/** The 400 for a parsed list asking for more copies of a card than any list could mean, naming where. */
export function tooLargeQuantity(
  decklists: readonly Decklist[],
  field: (index: number) => string = (index) => `decks.${index}.list`,
): InputError | undefined {
  for (const [index, decklist] of decklists.entries()) {
    for (const zone of ZONES) {
      const entry = decklist[zone].find((candidate) => candidate.quantity > MAX_QUANTITY);
      if (entry) {
        const why = {
          code: "too-many-copies",
          lines: entry.lines,
          quantity: entry.quantity,
          card: entry.name,
          max: MAX_QUANTITY,
        } as const;
        return inputError("bad-request", [{ field: field(index), why }]);
      }
    }
  }
  return undefined;
}
