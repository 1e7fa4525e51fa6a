// Why a team (or a batch) cannot be checked, as values: each issue names the field as its sender does
// and says why with a code and the values its sentence is made of, so a page words it in the reader's
// language (docs/development.md, Languages), the API's English `message` being the en messages' wording.
// Codes are part of the public API (docs/api.md): add codes, never rename them.
import type { LineReason } from "../decklist/line-reason";
import type { AnySite, DeckLinkFailure } from "../deck-links/deck-link";

/** Which list a refusal is about. */
export type ListId = "decklist" | "pool" | "allowed" | "house-bans";

export type InputReason =
  | { code: "not-text"; list: ListId }
  | { code: "too-many-lines"; max: number }
  | { code: "list-too-large"; maxKb: number }
  | { code: "deck-name-too-long"; max: number }
  | { code: "team-name-not-text" }
  | { code: "team-name-too-long"; max: number }
  | { code: "unknown-format"; formats: string[] }
  /** The format a team asked for that the app does not know (a check built without the schema). */
  | { code: "unknown-format-named"; format: string }
  | { code: "unknown-ruleset"; rulesets: string[] }
  | { code: "unknown-language"; languages: string[] }
  /** No longer given (a team may have 2 to 4 decks: `deck-count`); kept, as codes are never removed. */
  | { code: "two-decks" }
  /** `decks` holds fewer or more decks than the variant seats. */
  | { code: "deck-count"; min: number; max: number; variant: string }
  | { code: "unknown-variant"; variants: string[] }
  /** A variant with no rules for the format: Team Unified with 2HG Commander, Trios with Limited or Commander. */
  | { code: "variant-not-for-format"; variant: string; format: string }
  /** Team Trios: each seat names its format. */
  | { code: "seat-format-required" }
  /** A seat's own format outside Team Trios, where every deck plays the event's format. */
  | { code: "seat-format-only-trios"; variant: string }
  /** A CSV row filling a fifth deck's column (a team has at most four: docs/rules.md, Teams of three and four). */
  | { code: "extra-deck"; max: number }
  | { code: "ruleset-not-for-format"; ruleset: string; format: string }
  | { code: "house-rule-not-for-format"; kinds: string[]; format: string }
  | { code: "limited-only"; list: "pool" | "allowed"; format: string }
  | { code: "allowed-without-pool" }
  /** `lines`: the entry's lines (the first three are named); `card` as typed. */
  | { code: "too-many-copies"; lines: number[]; quantity: number; card: string; max: number }
  | { code: "game-changers-not-whole"; max: number }
  | { code: "game-changers-below-zero" }
  | { code: "game-changers-above-max"; max: number }
  | { code: "not-true-or-false" }
  | { code: "house-ban-unparsed"; line: number; why: LineReason }
  | { code: "house-ban-ambiguous"; line: number; card: string; candidates: string[] }
  | { code: "house-ban-unknown"; line: number; card: string }
  /** A ban list whose lines are all headings, comments or metadata. */
  | { code: "house-ban-empty" }
  // A batch as a whole (docs/api.md, POST /api/batch).
  | { code: "csv-unreadable"; detail: string }
  | { code: "csv-empty" }
  | { code: "csv-duplicate-column"; column: string; first: number; second: number }
  | { code: "csv-missing-columns"; missing: string[]; required: string[]; optional: string[] }
  /** One row of a CSV that cannot be read (its quotes do not pair up): `row` counts records, the header being 1; `line` is the file's. */
  | { code: "csv-row-unreadable"; row: number; line: number; fault: "quotes" | "other" }
  /** `example`: the JSON shape a batch takes. */
  | { code: "no-teams"; example: string }
  | { code: "too-many-teams"; max: number; count: number }
  /** Added: a CSV's rows are counted as they are read, and `row` (the header being 1) is the first team past `max`. */
  | { code: "too-many-rows"; max: number; row: number }
  /** A value of the wrong JSON type: `decks` a number, a deck name not text, the body not an object. */
  | { code: "wrong-type"; expected: ExpectedKind }
  /** Added: `eventDate` is not a day of the calendar (YYYY-MM-DD). */
  | { code: "event-date-not-a-day" }
  /** Added: `eventDate` is before the ban log begins (docs/rules.md, Legal on a date). */
  | { code: "event-date-before-log"; from: string }
  /**
   * Added: a deck link that gave no deck (docs/api.md, Deck links). `deck` is the deck's name as sent ("" when
   * none: worded by `seat`, its index), `site` the site the link is of (null for none we know).
   */
  | { code: DeckLinkFailure; site: AnySite | null; deck: string; seat: number }
  /** Added: a deck given both as a `url` and a `list`. */
  | { code: "url-and-list" }
  // An event (docs/api.md, Events).
  | { code: "event-name"; max: number }
  | { code: "not-a-date" }
  | { code: "not-a-time" }
  /** The event already holds `max` teams: `field` is "body". */
  | { code: "event-full"; max: number }
  /** A refusal the app has no words of its own for (zod's own message, in English: the API's English only). */
  | { code: "invalid"; detail: string };

/** The kind of value a field takes, as a refusal names it in any language. */
export type ExpectedKind = "list" | "text" | "number" | "object" | "boolean" | "value";

/** One field's refusal: `field` as the sender names it ("decks.1.list", a CSV column's header). */
export interface InputIssue {
  field: string;
  why: InputReason;
}

/** Why a team cannot be checked: a 400 naming the field, or a 413 for a list over the size limit. */
export interface InputError {
  code: "bad-request" | "too-large";
  /** The server's own words for a refusal of the request as a whole; the API words `issues` otherwise. */
  message?: string;
  /** What the API's `message` says, as values; absent for a refusal of the request as a whole. */
  issues?: InputIssue[];
}

/** The refusal made of these issues; the API words its `message` from them (i18n/input-error-text.ts). */
export function inputError(code: InputError["code"], issues: InputIssue[]): InputError {
  return { code, issues };
}

/**
 * Reasons about a batch as a whole or a CSV's own rows: their sentence names what it is about (the CSV, its
 * columns, a line), so it is not led by the field ("body: the CSV has no column list2").
 */
const UNFIELDED: ReadonlySet<InputReason["code"]> = new Set([
  "csv-unreadable",
  "csv-empty",
  "csv-duplicate-column",
  "csv-missing-columns",
  "csv-row-unreadable",
  "no-teams",
  "too-many-teams",
  "too-many-rows",
  "event-full",
]);

/** Whether the issue's sentence starts with its field. */
export const namesItsField = (issue: InputIssue) => !UNFIELDED.has(issue.why.code);

// zod's message is the one string every kind of check (a type, a bound, a refinement, a custom issue)
// lets a schema set, so a schema's refusal carries its reason there, serialized, and issuesOf reads it back.
const REASON_MARK = "\u0000reason:";

/** A schema's error message that stands for this reason (see reasonOfMessage). */
export function because(why: InputReason): string {
  return REASON_MARK + JSON.stringify(why);
}

/** The reason a schema's message stands for; zod's own English message otherwise. */
export function reasonOfMessage(message: string): InputReason {
  return message.startsWith(REASON_MARK)
    ? (JSON.parse(message.slice(REASON_MARK.length)) as InputReason)
    : { code: "invalid", detail: message };
}

const ZOD_OWN_MESSAGE = /^Invalid input/;

// zod's names of JSON types (its issue's `expected`), as the kinds a refusal names.
const KIND_OF_ZOD_TYPE: Readonly<Record<string, ExpectedKind>> = {
  array: "list",
  tuple: "list",
  string: "text",
  number: "number",
  int: "number",
  bigint: "number",
  object: "object",
  record: "object",
  boolean: "boolean",
};

/**
 * The reason of one schema refusal: the schema's own (because), else for a value of the wrong type the
 * kind the field takes, so no refusal in another language carries zod's English; else zod's message.
 */
export function reasonOfIssue(issue: { code: string; message: string; expected?: unknown }): InputReason {
  const why = reasonOfMessage(issue.message);
  // Only zod's own words ("Invalid input: expected array, received number"): a schema's own English stays.
  if (why.code !== "invalid" || issue.code !== "invalid_type" || !ZOD_OWN_MESSAGE.test(issue.message)) return why;
  return { code: "wrong-type", expected: KIND_OF_ZOD_TYPE[String(issue.expected)] ?? "value" };
}
