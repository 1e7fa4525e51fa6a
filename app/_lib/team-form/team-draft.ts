// The home form's contents: the same fields the no-JavaScript form submits to /check as plain
// query parameters, the draft kept in local storage, and the SharedCheck a link carries. The pool
// fields are kept in the draft whatever the format, and travel in a link only with Limited.
import { RULESETS, findFormat, rulesetsOf, type Ruleset } from "@/lib/formats";
import {
  HOUSE_RULE_KINDS,
  HOUSE_RULE_NAMES,
  gameChangersFromCell,
  type HouseRuleName,
} from "@/lib/input/house-rules/names";
import type { SharedCheck } from "@/lib/share/encode";

export const DRAFT_STORAGE_KEY = "2hg-deck-check:draft:v1";

export const DEFAULT_FORMAT = "standard";

/** Form field names, shared by the form, the draft and the plain /check?format=…&list1=… fallback. */
export const FIELD = {
  teamName: "teamName",
  format: "format",
  ruleset: "ruleset",
  names: ["name1", "name2"],
  lists: ["list1", "list2"],
  pool: "pool",
  allowed: "allowed",
  // 2HG Commander has its own team-rule radios, with open checked: one radio group cannot default to
  // tournament for one format and to open for another without JavaScript.
  commanderRuleset: "commanderRuleset",
  // Each house rule's field is its name (lib/input/house-rules/names.ts).
  ...(Object.fromEntries(HOUSE_RULE_NAMES.map((name) => [name, name])) as { [Name in HouseRuleName]: Name }),
} as const;

/** The house rules as the form holds them: text as typed, and a checkbox for each yes-or-no rule. */
export type HouseRuleFields = {
  [Name in HouseRuleName]: (typeof HOUSE_RULE_KINDS)[Name] extends "yes-no" ? boolean : string;
};

const isCheckbox = (name: HouseRuleName) => HOUSE_RULE_KINDS[name] === "yes-no";

/** The house rules' fields, each read by `read`: a checkbox's or a text's value. */
function houseRuleFields(read: (name: HouseRuleName) => string | boolean): HouseRuleFields {
  return Object.fromEntries(HOUSE_RULE_NAMES.map((name) => [name, read(name)])) as HouseRuleFields;
}

export type TeamDraft = HouseRuleFields & {
  /** The team's name, optional: its report's title, link and sheets show it. */
  teamName: string;
  format: string;
  ruleset: Ruleset;
  decks: [{ name: string; list: string }, { name: string; list: string }];
  /** Limited: the team's Sealed or Draft pool, and the cards the organizer allows beyond it. */
  pool: string;
  allowed: string;
};

export function emptyDraft(): TeamDraft {
  return {
    teamName: "",
    format: DEFAULT_FORMAT,
    ruleset: "tournament",
    decks: [
      { name: "", list: "" },
      { name: "", list: "" },
    ],
    pool: "",
    allowed: "",
    ...NO_HOUSE_RULES,
  };
}

const NO_HOUSE_RULES: HouseRuleFields = houseRuleFields((name) => (isCheckbox(name) ? false : ""));

export function isRuleset(value: unknown): value is Ruleset {
  return typeof value === "string" && (RULESETS as readonly string[]).includes(value);
}

/** Reads the form's fields through any getter: FormData.get, URLSearchParams.get, a record. */
export function draftFromFields(get: (field: string) => unknown): TeamDraft {
  const text = (field: string) => {
    const value = get(field);
    return typeof value === "string" ? value : "";
  };
  const checked = (field: string) => {
    const value = get(field);
    return value === true || value === "on" || value === "true";
  };
  const format = findFormat(text(FIELD.format)) ?? findFormat(DEFAULT_FORMAT)!;
  const ruleset = text(format.kind === "commander" ? FIELD.commanderRuleset : FIELD.ruleset);
  return {
    teamName: text(FIELD.teamName),
    format: format.id,
    ruleset: isRuleset(ruleset) && rulesetsOf(format).includes(ruleset) ? ruleset : format.defaultRuleset,
    decks: [
      { name: text(FIELD.names[0]), list: text(FIELD.lists[0]) },
      { name: text(FIELD.names[1]), list: text(FIELD.lists[1]) },
    ],
    pool: text(FIELD.pool),
    allowed: text(FIELD.allowed),
    ...houseRuleFields((name) => (isCheckbox(name) ? checked(FIELD[name]) : text(FIELD[name]))),
  };
}

/** True when a /check request carries the plain form fields instead of `d`. */
export function hasPlainFields(get: (field: string) => unknown): boolean {
  return typeof get(FIELD.lists[0]) === "string" || typeof get(FIELD.lists[1]) === "string";
}

/** What the Check button sends: the pool only with Limited, and the allowed cards only beside a pool (the API's rules). */
export function draftToShared(draft: TeamDraft): SharedCheck {
  const shared: SharedCheck = {
    format: draft.format,
    ruleset: draft.ruleset,
    decks: [
      { name: draft.decks[0].name.trim(), list: draft.decks[0].list },
      { name: draft.decks[1].name.trim(), list: draft.decks[1].list },
    ],
  };
  const teamName = draft.teamName.trim();
  if (teamName) shared.name = teamName;
  if (findFormat(draft.format)?.kind === "commander") return { ...shared, ...sharedHouseRules(draft) };
  if (findFormat(draft.format)?.kind !== "limited" || !draft.pool.trim()) return shared;
  shared.pool = draft.pool;
  if (draft.allowed.trim()) shared.allowed = draft.allowed;
  return shared;
}

/** The house rules the form shows (with 2HG Commander) as a check takes them; a cap that is no number goes as typed, for the check to name. */
function sharedHouseRules(draft: HouseRuleFields): Partial<SharedCheck> {
  const rules: Record<string, unknown> = {};
  for (const name of HOUSE_RULE_NAMES) {
    const field = draft[name];
    const value = HOUSE_RULE_KINDS[name] === "count" ? gameChangersFromCell(String(field)) : field || undefined;
    if (value !== undefined && (typeof value !== "string" || value.trim())) rules[name] = value;
  }
  return rules as Partial<SharedCheck>;
}

export function sharedToDraft(shared: SharedCheck): TeamDraft {
  const [first, second] = shared.decks;
  return {
    teamName: shared.name ?? "",
    format: shared.format,
    ruleset: shared.ruleset,
    decks: [
      { name: first?.name ?? "", list: first?.list ?? "" },
      { name: second?.name ?? "", list: second?.list ?? "" },
    ],
    pool: shared.pool ?? "",
    allowed: shared.allowed ?? "",
    ...houseRuleFields((name) => (isCheckbox(name) ? shared[name] === true : String(shared[name] ?? ""))),
  };
}

/** "Start over": both lists and the pool (with the allowed cards) emptied; the names (the team's too), format and team rule stay. */
export function withoutLists(draft: TeamDraft): TeamDraft {
  return {
    ...draft,
    decks: [
      { ...draft.decks[0], list: "" },
      { ...draft.decks[1], list: "" },
    ],
    pool: "",
    allowed: "",
  };
}

export function sameDraft(a: TeamDraft, b: TeamDraft): boolean {
  const sameDeck = (x: TeamDraft["decks"][number], y: TeamDraft["decks"][number]) =>
    x.name === y.name && x.list === y.list;
  return (
    a.teamName === b.teamName &&
    a.format === b.format &&
    a.ruleset === b.ruleset &&
    sameDeck(a.decks[0], b.decks[0]) &&
    sameDeck(a.decks[1], b.decks[1]) &&
    a.pool === b.pool &&
    a.allowed === b.allowed &&
    HOUSE_RULE_NAMES.every((name) => a[name] === b[name])
  );
}

/** A stored draft, or null when there is none or it is not one of ours; never throws. */
export function parseStoredDraft(stored: string | null): TeamDraft | null {
  if (!stored) return null;
  try {
    return draftFromValue(JSON.parse(stored));
  } catch {
    return null;
  }
}

/** A draft from a parsed JSON value, keeping every field that is one of ours; null when it is no object. */
export function draftFromValue(value: unknown): TeamDraft | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const decks = Array.isArray(record.decks) ? (record.decks as unknown[]) : [];
  const deck = (index: number) => {
    const item = decks[index];
    const fields = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
    return {
      name: typeof fields.name === "string" ? fields.name : "",
      list: typeof fields.list === "string" ? fields.list : "",
    };
  };
  return draftFromFields((field) => {
    if (field === FIELD.teamName) return record.teamName;
    if (field === FIELD.format) return record.format;
    if (field === FIELD.ruleset || field === FIELD.commanderRuleset) return record.ruleset;
    if ((HOUSE_RULE_NAMES as readonly string[]).includes(field)) return record[field];
    if (field === FIELD.pool) return record.pool;
    if (field === FIELD.allowed) return record.allowed;
    const nameIndex = (FIELD.names as readonly string[]).indexOf(field);
    if (nameIndex >= 0) return deck(nameIndex).name;
    const listIndex = (FIELD.lists as readonly string[]).indexOf(field);
    if (listIndex >= 0) return deck(listIndex).list;
    return undefined;
  });
}
