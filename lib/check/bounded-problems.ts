// A report lists at most MAX_PROBLEMS_PER_CODE problems of one code per deck (per team, for a problem of
// several decks; per pool, for one of the pool's lists), then one `more-problems` that counts the rest
// with their lines. A pasted junk list of 950 unknown names is then 26 problems, not 950: what a report,
// its page, its link's page and a batch's answer hold grows with the lists only up to that bound
// (docs/api.md, Problems and their params: more-problems).
import { problem, PROBLEM_RULES, type Problem, type ProblemOf, type Severity } from "../legality/problem";

export const MAX_PROBLEMS_PER_CODE = 25;

/** The group a problem is counted in: its code and where it is (one deck, the team, the pool's lists). */
function groupOf(each: Problem): string {
  const place = each.decks.length === 1 ? `deck ${each.decks[0]}` : each.decks.length === 0 ? "lists" : "team";
  return `${each.code}|${place}`;
}

/** The problems, each group cut to its first `max`, its rest counted by one `more-problems` where the group ends. */
export function boundedProblems(problems: readonly Problem[], max = MAX_PROBLEMS_PER_CODE): Problem[] {
  // A junk team has thousands of problems: each group key is made once, and nothing more when no group is cut.
  const keys = problems.map(groupOf);
  const sizes = new Map<string, number>();
  for (const key of keys) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  if ([...sizes.values()].every((size) => size <= max)) return [...problems];
  const kept: Problem[] = [];
  const rests = new Map<string, Problem[]>();
  const seen = new Map<string, number>();
  problems.forEach((each, index) => {
    const key = keys[index]!;
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    if (position < max) return void kept.push(each);
    const rest = rests.get(key);
    if (rest) rest.push(each);
    else rests.set(key, [each]);
  });
  // Each group's count goes right after its last kept problem.
  const lastKept = new Map<string, number>();
  kept.forEach((each, index) => lastKept.set(groupOf(each), index));
  const countsAfter = new Map([...rests].map(([key, rest]) => [lastKept.get(key)!, moreProblems(rest)]));
  return kept.flatMap((each, index) => {
    const count = countsAfter.get(index);
    return count ? [each, count] : [each];
  });
}

/** One problem counting `rest` (problems of one code in one place): their decks, lines and pool lines, merged. */
function moreProblems(rest: readonly Problem[]): ProblemOf<"more-problems"> {
  const code = rest[0]!.code;
  const linesByDeck = new Map<number, Set<number>>();
  const poolLines = new Set<number>();
  const allowedLines = new Set<number>();
  for (const each of rest) {
    each.decks.forEach((deck, index) => {
      const lines = linesByDeck.get(deck) ?? new Set<number>();
      for (const line of each.lines[index] ?? []) lines.add(line);
      linesByDeck.set(deck, lines);
    });
    for (const line of each.poolLines ?? []) poolLines.add(line);
    for (const line of each.allowedLines ?? []) allowedLines.add(line);
  }
  const sorted = (lines: Iterable<number>) => [...lines].sort((a, b) => a - b);
  const decks = [...linesByDeck.keys()].sort((a, b) => a - b);
  const severity: Severity = rest.some((each) => each.severity === "error") ? "error" : "warning";
  return problem("more-problems", {
    severity,
    decks,
    lines: decks.map((deck) => sorted(linesByDeck.get(deck)!)),
    rule: PROBLEM_RULES[code],
    params: { code, count: rest.length },
    ...(poolLines.size > 0 && { poolLines: sorted(poolLines) }),
    ...(allowedLines.size > 0 && { allowedLines: sorted(allowedLines) }),
  });
}
