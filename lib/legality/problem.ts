// A Problem is a value in the report, never an exception: a union tagged by `code`, whose `params`
// are the values its message is made of, so any client can word it in its own language. Codes and
// params are part of the public API (docs/api.md, Problems and their params): add codes and params, never rename them.
import type { LineReason } from "../decklist/line-reason";

/** `info`: added, a note that needs nothing done (a name read despite a data error); neither error nor warning. */
export type Severity = "error" | "warning" | "info";

/** Every code with its rule citation; severity is per problem (companions are errors in Constructed, warnings in Limited). */
export const PROBLEM_RULES = {
  "deck-too-small": "MTR 6.1 / 7.1",
  "too-many-copies": "MTR 6.1, CR 100.2a",
  "team-shared-card": "MTR 9.5, 8.4",
  "team-too-many-copies": "Two-Headed Giant deck construction (Wizards, 2011; superseded by MTR 8.4)",
  restricted: "MTR 6.2, 8.4",
  banned: "MTR 6.2",
  "not-legal": "MTR 6.2, 3.3",
  "snow-basic": "MTR 6.3",
  "banned-2hg": "MTR 9.5",
  "sideboard-not-allowed": "MTR 9.5",
  "sideboard-too-large": "MTR 6.1",
  "companion-not-allowed": "MTR 9.5, 3.16; CR 702.139a",
  "commander-not-allowed": "MTR 6.1",
  "unknown-card": "IPG 3.4",
  "ambiguous-card": "IPG 3.4",
  "stray-printed-name": "IPG 3.4; MTR 3.3",
  "unparsed-line": "IPG 3.4",
  "not-in-pool": "MTR 7.2, 9.6; CR 100.4c",
  "no-pool": "MTR 7.2",
  "unsanctioned-format": "MTR 3.2",
  "commander-deck-size": "CR 903.5a",
  "commander-singleton": "CR 903.5b",
  "color-identity": "CR 903.4, 903.5c",
  "not-a-commander": "CR 903.3, 702.124",
  "house-banned": "house rule (the organizer's ban list)",
  "too-many-game-changers": "house rule (the organizer's Game Changers cap)",
  "not-yet-released": "MTR 3.7",
  "ban-coming": "MTR 6.2 (the announcement's effective date)",
  // A count of problems of another code beyond a report's bound (lib/check/bounded-problems.ts): each carries the counted code's rule.
  "more-problems": "the counted problems' own rule",
} as const;

export type ProblemCode = keyof typeof PROBLEM_RULES;

/** One deck's copies of a card: the deck (0-based, and its name as the report shows it), how many, on which lines. */
export interface DeckCopiesParam {
  deck: number;
  deckName: string;
  quantity: number;
  lines: number[];
  /** Added: the names the deck's lines used when not the Oracle name (a printed name, a face), in line order. */
  written?: string[];
}

/** The lists of a Limited team beside its decks: its pool, and the cards the organizer allows beyond it. */
export type PoolListId = "pool" | "allowed";

/** A pool list's copies of a card, and its lines there. */
export interface PoolCopiesParam {
  list: PoolListId;
  quantity: number;
  lines: number[];
}

/** Where an unparsed line is: a deck (by index and name) or one of the pool's lists. */
export type ListParam = { list: "deck"; deck: number; deckName: string } | { list: PoolListId };

/**
 * The values each code's message is made of. Card names are Oracle names, or the name as typed when none
 * matched; `format` is a format id (lib/formats.ts).
 */
export interface ProblemParams {
  "deck-too-small": { deck: number; deckName: string; count: number; minimum: number; format: string };
  "too-many-copies": { card: string; deck: number; deckName: string; quantity: number; lines: number[]; limit: number };
  /** `variant`: added, only for a team that is not a Two-Headed Giant (its words name the event). */
  "team-shared-card": { card: string; copies: DeckCopiesParam[]; variant?: TeamEvent };
  "team-too-many-copies": {
    card: string;
    total: number;
    limit: number;
    copies: DeckCopiesParam[];
    variant?: TeamEvent;
  };
  restricted: { card: string; format: string; total: number; copies: DeckCopiesParam[] };
  /** `since`: added, the ban's effective date (YYYY-MM-DD) when the ban log has it (docs/rules.md, Legal on a date). */
  banned: { card: string; format: string; copies: DeckCopiesParam[]; since?: string };
  /** `alchemy`: an Arena-only Alchemy card (its name starts "A-"). */
  "not-legal": { card: string; format: string; alchemy: boolean; copies: DeckCopiesParam[] };
  "snow-basic": { card: string; copies: DeckCopiesParam[] };
  "banned-2hg": { card: string; copies: DeckCopiesParam[] };
  "sideboard-not-allowed": { deck: number; deckName: string; count: number; lines: number[] };
  /** Team Unified and Trios: a sideboard (its companion included, MTR 3.16) over `max` cards. */
  "sideboard-too-large": { deck: number; deckName: string; count: number; max: number; lines: number[] };
  /** `limited`: a warning in Limited (ask the Head Judge), an error in Constructed. */
  "companion-not-allowed": { card: string; limited: boolean; copies: DeckCopiesParam[] };
  "commander-not-allowed": { card: string; copies: DeckCopiesParam[] };
  /** `copies` in the decks, `poolCopies` in the pool's lists: one of them is empty. */
  "unknown-card": { card: string; copies: DeckCopiesParam[]; poolCopies: PoolCopiesParam[] };
  /** `candidateLanguages`, when the name is printed on several cards: each candidate with a language it is printed in with that name. */
  "ambiguous-card": {
    card: string;
    candidates: string[];
    candidateLanguages?: { name: string; language: string }[];
    copies: DeckCopiesParam[];
    poolCopies: PoolCopiesParam[];
  };
  /**
   * Added, a note (`info`): `written`, a printed name one card bears in its printings in `languages` and
   * each of `strays` in one set's printing only, where that set's names slid by one card (a data error): read as `card`.
   */
  "stray-printed-name": {
    card: string;
    written: string;
    strays: string[];
    languages: string[];
    copies: DeckCopiesParam[];
  };
  /** `text`: the line (its first 200 characters); `why`: the list reader's reason (lib/decklist/line-reason.ts), which the API words as `reason`. */
  "unparsed-line": { where: ListParam; line: number; text: string; why: LineReason };
  /** `copies`: each deck's main-deck copies; `pool` and `allowed`: the team's copies; `basicLand`: a basic that may not be added (MTR 7.2). */
  "not-in-pool": {
    card: string;
    copies: DeckCopiesParam[];
    pool: number;
    allowed: number;
    basicLand: boolean;
    /** Added, Team Sealed (MTR 8.6): `copies` count each player's deck and sideboard. */
    variant?: TeamEvent;
  };
  /** A Limited check without the team's pool: only deck sizes and card names were checked. */
  "no-pool": { format: string };
  /** `teamSize`: added, a Giant of more than two heads (CR 810.11), which no sanctioned event seats; `variant` as above. */
  "unsanctioned-format": { format: string; teamSize?: number; variant?: TeamEvent };
  /** `count` includes the commanders; `required` is 100. */
  "commander-deck-size": { deck: number; deckName: string; count: number; required: number };
  "commander-singleton": {
    card: string;
    deck: number;
    deckName: string;
    quantity: number;
    lines: number[];
    limit: number;
  };
  /** Colours in WUBRG letters: the card's identity, the colours it may use (its commanders', or the team's), and the colours beyond them. */
  "color-identity": {
    card: string;
    deck: number;
    deckName: string;
    lines: number[];
    cardIdentity: string;
    allowedIdentity: string;
    outside: string;
    commanders: string[];
    teamIdentity: boolean;
    /** Added: every card of the deck outside by the same colours, `card` first, each with its lines (one problem for them all). */
    cards: { card: string; lines: number[] }[];
  };
  /** `none`: no commander listed; `not-eligible`: one card that cannot be a commander; `not-a-pair`: two that cannot be commanders together; `too-many`: more than two. */
  "not-a-commander": { deck: number; deckName: string; commanders: string[]; reason: CommanderFault };
  "house-banned": { card: string; copies: DeckCopiesParam[] };
  "too-many-game-changers": { deck: number; deckName: string; count: number; cap: number; cards: string[] };
  /**
   * Added: no printing of the card was released by the event date (MTR 3.7). `releasedAt`: its first
   * release (YYYY-MM-DD); `prerelease`: a Limited event, where a prerelease may play it (a warning there).
   */
  "not-yet-released": { card: string; releasedAt: string; prerelease: boolean; copies: DeckCopiesParam[] };
  /** Added: a ban or restriction announced by the event date that takes effect after it, on `effective` (a warning). */
  "ban-coming": {
    card: string;
    format: string;
    status: "banned" | "restricted";
    effective: string;
    copies: DeckCopiesParam[];
  };
  /** Added: `count` more problems of `code` in the same place (the problem's decks and lines, or its pool lines), beyond a report's bound. */
  "more-problems": { code: ProblemCode; count: number };
}

/** A team event other than Two-Headed Giant, as problems' params name it (lib/variants.ts). */
export type TeamEvent = "unified" | "trios";

export type CommanderFault = "none" | "not-eligible" | "not-a-pair" | "too-many";

interface ProblemFields {
  severity: Severity;
  /** Oracle name (or the name as typed, for an unknown card); null for deck-level problems. */
  card: string | null;
  /** 0-based deck indexes. */
  decks: number[];
  /** Parallel to `decks`: 1-based line numbers in each deck's list. */
  lines: number[][];
  rule: string;
  /** Only for unknown-card (and the candidates of ambiguous-card): never applied automatically. */
  suggestions: string[];
  /** Limited with a pool: 1-based lines of the pool that name the card, or the pool line that is the problem. */
  poolLines?: number[];
  /** The same in the organizer's list of cards allowed beyond the pool. */
  allowedLines?: number[];
  /** Added, Team Trios: the format of the deck the problem is in (each seat plays its own, MTR 8.4). */
  format?: string;
}

export type ProblemOf<C extends ProblemCode> = ProblemFields & { code: C; params: ProblemParams[C] };

export type Problem = { [C in ProblemCode]: ProblemOf<C> }[ProblemCode];

type ProblemDetails<C extends ProblemCode> = { params: ProblemParams[C] } & Partial<
  Omit<ProblemFields, "rule" | "format">
> & {
    /** The rule a variant breaks when it is not the code's usual one (Team Unified's team rule is MTR 8.4 alone). */
    rule?: string;
  };

export function problem<C extends ProblemCode>(code: C, fields: ProblemDetails<C>): ProblemOf<C> {
  return {
    code,
    severity: fields.severity ?? "error",
    card: fields.card ?? null,
    decks: fields.decks ?? [],
    lines: fields.lines ?? [],
    rule: fields.rule ?? PROBLEM_RULES[code],
    suggestions: fields.suggestions ?? [],
    params: fields.params,
    // Only problems about a pool carry these, so every other problem keeps its shape.
    ...(fields.poolLines && { poolLines: fields.poolLines }),
    ...(fields.allowedLines && { allowedLines: fields.allowedLines }),
  };
}

/** Every card a problem is about: its `card`, and the others a problem of several cards lists (`color-identity`). */
export function cardsOfProblem(problem: Problem): string[] {
  if (problem.code === "color-identity" && problem.params.cards.length > 1)
    return problem.params.cards.map((each) => each.card);
  return problem.card === null ? [] : [problem.card];
}
