// What a team check takes, read at the boundary (DESIGN §3): the format, the ruleset and two decks.
// Every refusal is a 400 that names the field; content itself is never a reason to refuse.
import { z } from "zod";
import { ZONES, type Decklist } from "./decklist/decklist";
import { countLines } from "./decklist/lines";
import { FORMAT_IDS, RULESETS } from "./formats";

export const MAX_LIST_LINES = 1_000;
export const MAX_QUANTITY = 999;
export const MAX_DECK_NAME_LENGTH = 100;

const listSchema = z
  .string({ error: "the decklist must be text" })
  .refine((list) => countLines(list) <= MAX_LIST_LINES, `a list has at most ${MAX_LIST_LINES} lines`);

const deckInputSchema = z.object({
  name: z.string().max(MAX_DECK_NAME_LENGTH, `a deck name is at most ${MAX_DECK_NAME_LENGTH} characters`).optional(),
  list: listSchema,
});

export const teamInputSchema = z.object({
  format: z.enum(FORMAT_IDS, { error: `unknown format; valid formats are: ${FORMAT_IDS.join(", ")}` }),
  ruleset: z.enum(RULESETS, { error: `unknown ruleset; valid rulesets are: ${RULESETS.join(", ")}` }).default("tournament"),
  decks: z.array(deckInputSchema).length(2, "a Two-Headed Giant team is exactly two decks"),
});

export type TeamInput = z.input<typeof teamInputSchema>;
export type ValidTeamInput = z.output<typeof teamInputSchema>;

export type InputError = { code: "bad-request"; message: string };

/** "decks.0.list: a list has at most 1000 lines; format: unknown format …" */
export function describeInputError(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

/** The request's team, read against the input schema: a team to check, or the 400 that names the field. */
export function readTeamInput(rawInput: unknown): { ok: true; input: ValidTeamInput } | { ok: false; error: InputError } {
  const parsed = teamInputSchema.safeParse(rawInput);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, error: { code: "bad-request", message: describeInputError(parsed.error) } };
}

/** The 400 for a parsed list asking for more copies of a card than any list could mean, naming where. */
export function tooLargeQuantity(decklists: readonly Decklist[], field = (index: number) => `decks.${index}.list`): InputError | undefined {
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
