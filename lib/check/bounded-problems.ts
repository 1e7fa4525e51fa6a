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
  const groups = new Map<string, Problem[]>();
  for (const each of problems) {
    const key = groupOf(each);
    const group = groups.get(key);
    if (group) group.push(each);
    else groups.set(key, [each]);
  }
  if ([...groups.values()].every((group) => group.length <= max)) return [...problems];
  const lastOfGroup = new Map([...groups].map(([key, group]) => [key, group[Math.min(group.length, max) - 1]!]));
  const kept: Problem[] = [];
  const seen = new Map<string, number>();
  for (const each of problems) {
    const key = groupOf(each);
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    if (position >= max) continue;
    kept.push(each);
    const group = groups.get(key)!;
    if (lastOfGroup.get(key) === each && group.length > max) kept.push(moreProblems(group.slice(max)));
  }
  return kept;
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
