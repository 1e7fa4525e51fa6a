// The house rules' names and values as links, drafts and forms carry them, with no schema: what the
// browser needs of ./schema.ts, which reads them with zod. Kept apart so the home page does not send
// zod to the browser (docs/performance.md, (e)). It imports nothing, so every layer may read it: the
// rules in lib/legality/ take these values (the one import from lib/input/ the layer fence allows below
// lib/check/).

export const MAX_GAME_CHANGERS = 99;

/**
 * Each house rule by its name, which is its field in the API, its CSV column and its key in a link and
 * in the form (docs/rules.md, 2HG Commander), with the kind of value it holds: the one list the schema, the
 * form's draft and the CSV loop over.
 */
export const HOUSE_RULE_KINDS = {
  houseBans: "list",
  gameChangers: "count",
  landsExemptFromTeamRule: "yes-no",
  teamColorIdentity: "yes-no",
} as const;

export type HouseRuleName = keyof typeof HOUSE_RULE_KINDS;
export const HOUSE_RULE_NAMES = Object.keys(HOUSE_RULE_KINDS) as readonly HouseRuleName[];

/** A kind's value: a list as text, a whole number, yes or no. */
interface KindValue {
  list: string;
  count: number;
  "yes-no": boolean;
}

/** The house rules of a check, each set or undefined. */
export type HouseRules = { [Name in HouseRuleName]?: KindValue[(typeof HOUSE_RULE_KINDS)[Name]] };

/** The house rules of a team input, leaving out those not set: what a link, a report and a sheet carry. */
export function houseRulesOf(input: Readonly<Record<string, unknown>>): HouseRules {
  const rules: Record<string, unknown> = {};
  for (const name of HOUSE_RULE_NAMES) {
    const value = input[name];
    if (value !== undefined && value !== false && value !== "") rules[name] = value;
  }
  return rules as HouseRules;
}

/** A Game Changers cap as a field or a CSV cell holds it: a number, undefined when blank, else the text (the schema refuses it). */
export function gameChangersFromCell(cell: string): unknown {
  // NFKC: a spreadsheet typed in Japanese holds "０" and "１２", full-width digits.
  const trimmed = cell.normalize("NFKC").trim();
  return trimmed === "" ? undefined : /^\d+$/.test(trimmed) ? Number(trimmed) : cell;
}
