// The organizer's house rules (docs/rules.md, 2HG Commander): each one entry here, with its field in the API,
// the CSV column of a batch and the link (all the same name), how a value is read and refused, and
// how a report or a printed sheet states it. A new store's rule is one more entry and, when it changes
// a verdict, the rule in lib/legality/ that reads it.
import { z } from "zod";
import { because } from "../input-issue";
import { optionalListOf } from "../list-field";
import type { FormatKind } from "../../formats";
import {
  HOUSE_RULE_NAMES,
  MAX_GAME_CHANGERS,
  gameChangersFromCell,
  type HouseRuleName,
  type HouseRules,
} from "./names";

const CELL_TRUE = new Set(["yes", "true", "1", "y", "x", "sí", "si", "sì", "はい"]);
const CELL_FALSE = new Set(["no", "false", "0", "n", "", "いいえ"]);

/** A CSV cell as a yes/no; an unreadable cell stays text, so the schema refuses it naming the column. */
const yesNoCell = (cell: string): unknown => {
  const key = cell.normalize("NFKC").trim().toLowerCase();
  return CELL_TRUE.has(key) ? true : CELL_FALSE.has(key) ? undefined : cell;
};

interface HouseRuleOption<Value> {
  /** The value as the API takes it; undefined is "not set". */
  schema: z.ZodType<Value | undefined>;
  /** The value a CSV cell holds ("" is not set). */
  fromCell: (cell: string) => unknown;
  /** The format kinds it means something in; others get a 400 naming the field. */
  kinds: readonly FormatKind[] | "all";
}

const ALL_KINDS = "all" as const;

export const HOUSE_RULES = {
  /** Cards the store bans beyond the format's list, as a decklist in any format: `house-banned`. */
  houseBans: {
    schema: optionalListOf("house-bans"),
    fromCell: (cell) => cell,
    kinds: ALL_KINDS,
  },
  /** At most this many of Scryfall's Game Changers in each deck: `too-many-game-changers`. */
  gameChangers: {
    schema: z
      .int({ error: because({ code: "game-changers-not-whole", max: MAX_GAME_CHANGERS }) })
      .min(0, because({ code: "game-changers-below-zero" }))
      .max(MAX_GAME_CHANGERS, because({ code: "game-changers-above-max", max: MAX_GAME_CHANGERS }))
      .nullish()
      .transform((cap) => cap ?? undefined),
    fromCell: gameChangersFromCell,
    kinds: ALL_KINDS,
  },
  /** La Plata: every land, not only basic lands, may be in both decks under the team rule. */
  landsExemptFromTeamRule: {
    schema: z.boolean({ error: because({ code: "not-true-or-false" }) }).optional(),
    fromCell: yesNoCell,
    kinds: ALL_KINDS,
  },
  /** La Plata: each deck may use the colours of both decks' commanders (CR 903.4 reads the team's identity instead). */
  teamColorIdentity: {
    schema: z.boolean({ error: because({ code: "not-true-or-false" }) }).optional(),
    fromCell: yesNoCell,
    kinds: ["commander"],
  },
} satisfies { [Name in HouseRuleName]: HouseRuleOption<HouseRules[Name]> };

/** Each house rule's schema by its name: the house rules' fields of the team input and of a link. */
export const HOUSE_RULE_SCHEMAS = Object.fromEntries(
  HOUSE_RULE_NAMES.map((name) => [name, HOUSE_RULES[name].schema]),
) as { [Name in HouseRuleName]: (typeof HOUSE_RULES)[Name]["schema"] };
