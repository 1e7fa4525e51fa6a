// A Problem is a value in the report, never an exception. Codes are part of the public API
// (README, API): add codes, never rename them.

export type Severity = "error" | "warning";

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
  "companion-not-allowed": "MTR 9.5, 3.16; CR 702.139a",
  "commander-not-allowed": "MTR 6.1",
  "unknown-card": "IPG 3.4",
  "ambiguous-card": "IPG 3.4",
  "unparsed-line": "IPG 3.4",
  "not-in-pool": "MTR 7.2, 9.6; CR 100.4c",
  "unsanctioned-format": "MTR 3.2",
} as const;

export type ProblemCode = keyof typeof PROBLEM_RULES;

export interface Problem {
  code: ProblemCode;
  severity: Severity;
  /** Oracle name (or the name as typed, for an unknown card); null for deck-level problems. */
  card: string | null;
  /** 0-based deck indexes. */
  decks: number[];
  /** Parallel to `decks`: 1-based line numbers in each deck's list. */
  lines: number[][];
  message: string;
  rule: string;
  /** Only for unknown-card (and the candidates of ambiguous-card): never applied automatically. */
  suggestions: string[];
  /** Limited with a pool: 1-based lines of the pool that name the card, or the pool line that is the problem. */
  poolLines?: number[];
  /** The same in the organizer's list of cards allowed beyond the pool. */
  allowedLines?: number[];
}

export function problem(
  code: ProblemCode,
  fields: Pick<Problem, "message"> & Partial<Omit<Problem, "code" | "message" | "rule">>,
): Problem {
  return {
    code,
    severity: fields.severity ?? "error",
    card: fields.card ?? null,
    decks: fields.decks ?? [],
    lines: fields.lines ?? [],
    message: fields.message,
    rule: PROBLEM_RULES[code],
    suggestions: fields.suggestions ?? [],
    // Only problems about a pool carry these, so every other problem keeps its shape.
    ...(fields.poolLines && { poolLines: fields.poolLines }),
    ...(fields.allowedLines && { allowedLines: fields.allowedLines }),
  };
}
