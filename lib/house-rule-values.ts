// The house rules' names and values as links, drafts and forms carry them, with no schema: what the
// browser needs of lib/house-rules.ts, which reads them with zod. Kept apart so the home page does not
// send zod to the browser (docs/performance.md, (e)).

export const MAX_GAME_CHANGERS = 99;

/** Each house rule's field in the API, its CSV column and its key in a link (docs/rules.md, 2HG Commander). */
export const HOUSE_RULE_NAMES = ["houseBans", "gameChangers", "landsExemptFromTeamRule", "teamColorIdentity"] as const;
export type HouseRuleName = (typeof HOUSE_RULE_NAMES)[number];

/** The house rules of a check, each set or undefined. */
export type HouseRules = {
  houseBans?: string;
  gameChangers?: number;
  landsExemptFromTeamRule?: boolean;
  teamColorIdentity?: boolean;
};

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
  const trimmed = cell.trim();
  return trimmed === "" ? undefined : /^\d+$/.test(trimmed) ? Number(trimmed) : cell;
}
