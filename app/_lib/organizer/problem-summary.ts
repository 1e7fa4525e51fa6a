// A results row says what is wrong with a team in a few words per problem ("Lightning Bolt in both
// decks"), from each problem's code and params; the team's report has the full message and the rule. Pure.
import { findFormat } from "@/lib/formats";
import type { ProblemCode, ProblemParams } from "@/lib/legality/problem";
import type { Problem } from "@/lib/legality/problem";
import { quoted } from "@/lib/legality/wording";

/** How many problems a row names before "+N more". */
export const NAMED_PROBLEMS = 2;

type Summaries = { [C in ProblemCode]: (params: ProblemParams[C]) => string };

const formatName = (id: string) => findFormat(id)?.label ?? id;

const SUMMARY: Summaries = {
  "deck-too-small": ({ deckName, count, minimum }) => `${deckName}: ${count} of ${minimum} cards`,
  "too-many-copies": ({ card, deckName, quantity, limit }) => `${deckName}: ${quantity} ${card} (at most ${limit})`,
  "team-shared-card": ({ card }) => `${card} in both decks`,
  "team-too-many-copies": ({ card, total, limit }) => `${total} ${card} in the team (at most ${limit})`,
  restricted: ({ card, total }) => `${card} restricted: ${total} copies`,
  banned: ({ card, format }) => `${card} banned in ${formatName(format)}`,
  "not-legal": ({ card, format }) => `${card} not legal in ${formatName(format)}`,
  "snow-basic": ({ card }) => `${card} in Standard`,
  "banned-2hg": ({ card }) => `${card} banned in 2HG`,
  "sideboard-not-allowed": ({ deckName }) => `${deckName} has a sideboard`,
  "companion-not-allowed": ({ card }) => `${card} as a companion`,
  "commander-not-allowed": ({ card }) => `${card} as a commander`,
  "unknown-card": ({ card }) => `unknown card ${quoted(card, 40)}`,
  "ambiguous-card": ({ card }) => `${quoted(card, 40)} could be several cards`,
  "unparsed-line": ({ where, line }) => `${where.list === "deck" ? where.deckName : "pool"}, line ${line} unreadable`,
  "not-in-pool": ({ card }) => `${card} beyond the pool`,
  "no-pool": () => "pool not checked",
  "unsanctioned-format": ({ format }) => `${formatName(format)} not sanctioned for 2HG`,
};

export function problemSummary(problem: Problem): string {
  return (SUMMARY[problem.code] as (params: Problem["params"]) => string)(problem.params);
}

/** Errors first, the first NAMED_PROBLEMS in words, and how many more: ["Lightning Bolt in both decks", "Bob: 58 of 60 cards"], 3. */
export function rowProblems(problems: readonly Problem[]): { named: string[]; more: number } {
  const worstFirst = [...problems].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
  return { named: worstFirst.slice(0, NAMED_PROBLEMS).map(problemSummary), more: Math.max(0, problems.length - NAMED_PROBLEMS) };
}
