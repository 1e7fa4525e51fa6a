// Why a team (or a batch) cannot be checked, as values: each issue names the field as its sender does
// and says why with a code and the values its sentence is made of, so a page words it in the reader's
// language (docs/development.md, Languages), the API's English `message` being the en messages' wording.
// Codes are part of the public API (docs/api.md): add codes, never rename them.
import type { LineReason } from "../decklist/line-reason";

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
  | { code: "extra-deck" }
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
  // A batch as a whole (docs/api.md, POST /api/batch).
  | { code: "csv-unreadable"; detail: string }
  | { code: "csv-empty" }
  | { code: "csv-duplicate-column"; column: string; first: number; second: number }
  | { code: "csv-missing-columns"; missing: string[]; required: string[]; optional: string[] }
  /** `example`: the JSON shape a batch takes. */
  | { code: "no-teams"; example: string }
  | { code: "too-many-teams"; max: number; count: number }
  /** A refusal the app has no words of its own for (zod's own message, in English). */
  | { code: "invalid"; detail: string };

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
