// Why a team (or a batch) cannot be checked, as values: each issue names the field as its sender does
// and says why with a code and the values its sentence is made of, so a page words it in the reader's
// language (docs/development.md, Languages). describeInputIssues writes the API's English `message` from them.
// Codes are part of the public API (docs/api.md, `language`): add codes, never rename them.
import { describeLineReason, type LineReason } from "../decklist/line-reason";

/** Which list a refusal is about. */
export type ListId = "decklist" | "pool" | "allowed" | "house-bans";

const LIST_NAMES: Record<ListId, string> = {
  decklist: "the decklist",
  pool: "the pool",
  allowed: "the list of allowed cards",
  "house-bans": "the house ban list",
};

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
  /** English, from `issues` when there are any (describeInputIssues). */
  message: string;
  /** Added: what `message` says, as values; absent for a refusal of the request as a whole. */
  issues?: InputIssue[];
}

/** The refusal made of these issues, its English message written from them. */
export function inputError(code: InputError["code"], issues: InputIssue[]): InputError {
  return { code, message: describeInputIssues(issues), issues };
}

/** "decks.0.list: a list has at most 1000 lines; format: unknown format …" */
export function describeInputIssues(issues: readonly InputIssue[]): string {
  return issues.map((issue) => `${issue.field}: ${describeInputReason(issue.why)}`).join("; ");
}

const VARIANT_NAMES: Record<string, string> = {
  giant: "Two-Headed Giant",
  unified: "Team Unified",
  trios: "Team Trios",
};

const quoted = (name: string) => `"${name.slice(0, 80)}"`;

export function describeInputReason(why: InputReason): string {
  switch (why.code) {
    case "not-text":
      return `${LIST_NAMES[why.list]} must be text`;
    case "too-many-lines":
      return `a list has at most ${why.max} lines`;
    case "list-too-large":
      return `a list is at most ${why.maxKb} KB.`;
    case "deck-name-too-long":
      return `a deck name is at most ${why.max} characters`;
    case "team-name-not-text":
      return "a team name is text";
    case "team-name-too-long":
      return `a team name is at most ${why.max} characters`;
    case "unknown-format":
      return `unknown format; valid formats are: ${why.formats.join(", ")}`;
    case "unknown-format-named":
      return `unknown format ${why.format}`;
    case "unknown-ruleset":
      return `unknown ruleset; valid rulesets are: ${why.rulesets.join(", ")}`;
    case "unknown-language":
      return `unknown language; valid languages are: ${why.languages.join(", ")}`;
    case "two-decks":
      return "a Two-Headed Giant team is exactly two decks";
    case "deck-count":
      return `a ${VARIANT_NAMES[why.variant] ?? why.variant} team has ${why.min} to ${why.max} decks`;
    case "unknown-variant":
      return `unknown variant; valid variants are: ${why.variants.join(", ")}`;
    case "variant-not-for-format":
      return `${VARIANT_NAMES[why.variant] ?? why.variant} is not checked with format ${why.format}`;
    case "seat-format-required":
      return "in Team Trios each deck names its own format";
    case "seat-format-only-trios":
      return `a deck's own format is read only in Team Trios (variant trios), not in ${VARIANT_NAMES[why.variant] ?? why.variant}`;
    case "extra-deck":
      return "a team has at most four decks.";
    case "ruleset-not-for-format":
      return `the team rule ${why.ruleset} is read only with format commander, not ${why.format}`;
    case "house-rule-not-for-format":
      return `this house rule is read only with format ${why.kinds.join(", ")}, not ${why.format}`;
    case "limited-only":
      return `${LIST_NAMES[why.list]} is read only with format limited (Sealed or Draft), not ${why.format}`;
    case "allowed-without-pool":
      return "the allowed cards are counted beside a pool: give the pool too";
    case "too-many-copies": {
      const shown = why.lines.slice(0, 3).join(", ") + (why.lines.length > 3 ? ", …" : "");
      const lines = why.lines.length > 1 ? `lines ${shown} ask` : `line ${shown} asks`;
      return `${lines} for ${why.quantity} copies of ${quoted(why.card)}; a quantity is at most ${why.max}`;
    }
    case "game-changers-not-whole":
      return `the Game Changers cap must be a whole number from 0 to ${why.max}`;
    case "game-changers-below-zero":
      return "the Game Changers cap is at least 0";
    case "game-changers-above-max":
      return `the Game Changers cap is at most ${why.max}`;
    case "not-true-or-false":
      return "must be true or false";
    case "house-ban-unparsed":
      return `line ${why.line} is not a card line (${describeLineReason(why.why)})`;
    case "house-ban-ambiguous":
      return `line ${why.line}: "${why.card}" could be ${why.candidates.slice(0, 3).join(" or ")}`;
    case "house-ban-unknown":
      return `line ${why.line}: ${quoted(why.card)} is not a card name we know`;
    case "csv-unreadable":
      return `the CSV could not be read: ${why.detail}`;
    case "csv-empty":
      return "the CSV is empty; its first row names the columns.";
    case "csv-duplicate-column":
      return `the CSV has two columns named ${why.column} (columns ${why.first} and ${why.second}).`;
    case "csv-missing-columns":
      return (
        `the CSV has no column ${why.missing.join(", ")}. Its header row names the columns ` +
        `${why.required.join(", ")} (and optionally ${why.optional.join(", ")}), in any order.`
      );
    case "no-teams":
      return `the batch has no teams; send JSON ${why.example}, or a CSV file as text/csv.`;
    case "too-many-teams":
      return `a batch has at most ${why.max} teams; this one has ${why.count.toLocaleString("en-US")}.`;
    case "invalid":
      return why.detail;
  }
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
