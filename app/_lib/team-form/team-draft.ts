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
import { DEFAULT_VARIANT, MAX_DECKS, MIN_DECKS, VARIANTS, type Variant } from "@/lib/variants";

export const DRAFT_STORAGE_KEY = "2hg-deck-check:draft:v1";

export const DEFAULT_FORMAT = "standard";

/** The most players any variant seats: the form has fields for this many. */
export const MOST_PLAYERS = Math.max(...Object.values(MAX_DECKS));

/** A Trios seat's format before one is chosen: the formats Team Trios events usually give seats A, B and C. */
export const SEAT_FORMATS = ["standard", "modern", "legacy"] as const;

/** Form field names, shared by the form, the draft and the plain /check?format=…&list1=… fallback. */
export const FIELD = {
  teamName: "teamName",
  format: "format",
  ruleset: "ruleset",
  names: ["name1", "name2", "name3", "name4"],
  lists: ["list1", "list2", "list3", "list4"],
  /** Team Unified and Trios: each player's sideboard, sent as the list's Sideboard section. */
  sideboards: ["sideboard1", "sideboard2", "sideboard3", "sideboard4"],
  /** Team Trios: each seat's format. */
  seatFormats: ["format1", "format2", "format3"],
  variant: "variant",
  /** How many players the form shows: `?players=3` gives a third without JavaScript. */
  players: "players",
  pool: "pool",
  allowed: "allowed",
  /** The event's date (YYYY-MM-DD): the check answers for that day (docs/rules.md, Legal on a date). */
  eventDate: "eventDate",
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

/** One player's fields: `sideboard` (when typed) is read in Team Unified and Trios, `format` only in Trios. */
export interface DraftDeck {
  name: string;
  list: string;
  sideboard?: string;
  format?: string;
}

export type TeamDraft = HouseRuleFields & {
  /** The team's name, optional: its report's title, link and sheets show it. */
  teamName: string;
  format: string;
  ruleset: Ruleset;
  /** The kind of team event (docs/rules.md, Teams of three and four); absent for Two-Headed Giant. */
  variant?: Variant;
  /** Two to four players. */
  decks: [DraftDeck, DraftDeck, ...DraftDeck[]];
  /** Limited: the team's Sealed or Draft pool, and the cards the organizer allows beyond it. */
  pool: string;
  allowed: string;
  /** The event's date as the date field holds it (YYYY-MM-DD); "" for none, when the check answers for today. */
  eventDate: string;
};

export function emptyDeck(): DraftDeck {
  return { name: "", list: "" };
}

/** A Trios seat's format: the one chosen, else the one its seat usually plays. */
export function seatFormatOf(deck: DraftDeck, index: number): string {
  return deck.format ?? SEAT_FORMATS[index] ?? DEFAULT_FORMAT;
}

/** The players' fields, at least two; `players` more when asked for (the form's "Add a player"), at most four. */
function draftDecks(count: number, deck: (index: number) => DraftDeck): TeamDraft["decks"] {
  const players = Math.min(MOST_PLAYERS, Math.max(MIN_DECKS, count));
  const [first, second, ...more] = Array.from({ length: players }, (_, index) => deck(index));
  return [first!, second!, ...more];
}

export function emptyDraft(players = MIN_DECKS): TeamDraft {
  return {
    teamName: "",
    format: DEFAULT_FORMAT,
    ruleset: "tournament",
    decks: draftDecks(players, emptyDeck),
    pool: "",
    allowed: "",
    eventDate: "",
    ...NO_HOUSE_RULES,
  };
}

const NO_HOUSE_RULES: HouseRuleFields = houseRuleFields((name) => (isCheckbox(name) ? false : ""));

export function isVariant(value: unknown): value is Variant {
  return typeof value === "string" && (VARIANTS as readonly string[]).includes(value);
}

/** `?players=3`: how many players a page asks the form for, when a number. */
export function playersAsked(value: unknown): number {
  const count = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(count) ? count : MIN_DECKS;
}

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
  const asked = text(FIELD.variant);
  const variant: Variant = isVariant(asked) ? asked : DEFAULT_VARIANT;
  // A field only the variant reads is kept only when it says something: a Two-Headed Giant's draft is as it was.
  const deck = (index: number): DraftDeck => {
    const sideboard = text(FIELD.sideboards[index] ?? "");
    const format = findFormat(text(FIELD.seatFormats[index] ?? ""))?.id;
    return {
      name: text(FIELD.names[index] ?? ""),
      list: text(FIELD.lists[index] ?? ""),
      ...(sideboard && { sideboard }),
      ...(variant === "trios" && { format: format ?? seatFormatOf(emptyDeck(), index) }),
    };
  };
  // The players shown, and any later one with something typed: no list typed is ever dropped.
  const typed = FIELD.lists
    .map((_, index) => deck(index))
    .map((each) => Boolean(each.name || each.list || each.sideboard));
  const players = Math.max(playersAsked(get(FIELD.players)), typed.lastIndexOf(true) + 1);
  return {
    teamName: text(FIELD.teamName),
    format: format.id,
    ruleset: isRuleset(ruleset) && rulesetsOf(format).includes(ruleset) ? ruleset : format.defaultRuleset,
    ...(variant !== DEFAULT_VARIANT && { variant }),
    decks: draftDecks(players, deck),
    pool: text(FIELD.pool),
    allowed: text(FIELD.allowed),
    eventDate: text(FIELD.eventDate).trim(),
    ...houseRuleFields((name) => (isCheckbox(name) ? checked(FIELD[name]) : text(FIELD[name]))),
  };
}

/** True when a /check request carries the plain form fields instead of `d`. */
export function hasPlainFields(get: (field: string) => unknown): boolean {
  return FIELD.lists.some((field) => typeof get(field) === "string");
}

/** A player's list with their sideboard field as its Sideboard section (Team Unified and Trios). */
function listWithSideboard(deck: DraftDeck, variant: Variant): string {
  if (variant === "giant" || !deck.sideboard?.trim()) return deck.list;
  return `${deck.list.replace(/\s+$/, "")}${SIDEBOARD_JOIN}${deck.sideboard}`;
}

/** The form's Sideboard section as listWithSideboard writes it: the list, a blank line, the header, the sideboard field. */
const SIDEBOARD_JOIN = "\n\nSideboard\n";

/**
 * A list as its fields again (Team Unified and Trios): the part after the Sideboard section listWithSideboard
 * wrote goes back to the sideboard field, so "Edit these lists" shows each field as typed (issue 45, item 3).
 */
function sideboardApart(list: string, variant: Variant): Pick<DraftDeck, "list" | "sideboard"> {
  const at = variant === "giant" ? -1 : list.lastIndexOf(SIDEBOARD_JOIN);
  if (at < 0) return { list };
  const sideboard = list.slice(at + SIDEBOARD_JOIN.length);
  return sideboard.trim() ? { list: list.slice(0, at), sideboard } : { list };
}

/** What the Check button sends: the pool only with Limited, and the allowed cards only beside a pool (the API's rules). */
export function draftToShared(draft: TeamDraft): SharedCheck {
  const variant = draft.variant ?? DEFAULT_VARIANT;
  const trios = variant === "trios";
  const shared: SharedCheck = {
    // Team Trios: each seat's format; the team's is its first seat's (docs/rules.md, Teams of three and four).
    format: trios ? seatFormatOf(draft.decks[0], 0) : draft.format,
    ruleset: draft.ruleset,
    decks: draft.decks.map((deck, index) => ({
      name: deck.name.trim(),
      list: listWithSideboard(deck, variant),
      ...(trios && { format: seatFormatOf(deck, index) }),
    })),
    // A Two-Headed Giant of two sends what it always sent, so its link is the same text.
    ...(variant !== DEFAULT_VARIANT && { variant }),
  };
  const teamName = draft.teamName.trim();
  if (teamName) shared.name = teamName;
  // As typed: the check names a date it cannot take.
  if (draft.eventDate) shared.eventDate = draft.eventDate;
  if (trios) return shared;
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
  return {
    teamName: shared.name ?? "",
    format: shared.format,
    ruleset: shared.ruleset,
    ...(shared.variant && shared.variant !== DEFAULT_VARIANT && { variant: shared.variant }),
    decks: draftDecks(shared.decks.length, (index) => {
      const deck = shared.decks[index];
      // A sideboard travels inside its list: it goes back to its own field.
      return {
        name: deck?.name ?? "",
        ...sideboardApart(deck?.list ?? "", shared.variant ?? DEFAULT_VARIANT),
        ...(deck?.format && { format: deck.format }),
      };
    }),
    pool: shared.pool ?? "",
    allowed: shared.allowed ?? "",
    eventDate: shared.eventDate ?? "",
    ...houseRuleFields((name) => (isCheckbox(name) ? shared[name] === true : String(shared[name] ?? ""))),
  };
}

/** "Start over": both lists and the pool (with the allowed cards) emptied; the names (the team's too), format and team rule stay. */
export function withoutLists(draft: TeamDraft): TeamDraft {
  return {
    ...draft,
    // An emptied sideboard is no sideboard: the key goes, as a draft without one has none.
    decks: draftDecks(draft.decks.length, (index) => {
      const deck: DraftDeck = { ...draft.decks[index]!, list: "" };
      delete deck.sideboard;
      return deck;
    }),
    pool: "",
    allowed: "",
  };
}

export function sameDraft(a: TeamDraft, b: TeamDraft): boolean {
  const sameDeck = (x: DraftDeck, y: DraftDeck | undefined) =>
    x.name === y?.name && x.list === y.list && (x.sideboard ?? "") === (y.sideboard ?? "") && x.format === y.format;
  return (
    a.teamName === b.teamName &&
    a.format === b.format &&
    a.ruleset === b.ruleset &&
    (a.variant ?? DEFAULT_VARIANT) === (b.variant ?? DEFAULT_VARIANT) &&
    a.decks.length === b.decks.length &&
    a.decks.every((deck, index) => sameDeck(deck, b.decks[index])) &&
    a.pool === b.pool &&
    a.allowed === b.allowed &&
    a.eventDate === b.eventDate &&
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
    const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : "");
    return { name: text("name"), list: text("list"), sideboard: text("sideboard"), format: text("format") };
  };
  return draftFromFields((field) => {
    if (field === FIELD.teamName) return record.teamName;
    if (field === FIELD.format) return record.format;
    if (field === FIELD.variant) return record.variant;
    if (field === FIELD.players) return String(decks.length);
    if (field === FIELD.ruleset || field === FIELD.commanderRuleset) return record.ruleset;
    if ((HOUSE_RULE_NAMES as readonly string[]).includes(field)) return record[field];
    if (field === FIELD.pool) return record.pool;
    if (field === FIELD.allowed) return record.allowed;
    if (field === FIELD.eventDate) return record.eventDate;
    const nameIndex = (FIELD.names as readonly string[]).indexOf(field);
    if (nameIndex >= 0) return deck(nameIndex).name;
    const listIndex = (FIELD.lists as readonly string[]).indexOf(field);
    if (listIndex >= 0) return deck(listIndex).list;
    const sideboardIndex = (FIELD.sideboards as readonly string[]).indexOf(field);
    if (sideboardIndex >= 0) return deck(sideboardIndex).sideboard;
    const formatIndex = (FIELD.seatFormats as readonly string[]).indexOf(field);
    if (formatIndex >= 0) return deck(formatIndex).format;
    return undefined;
  });
}
