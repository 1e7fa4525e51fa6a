// Why a share link's stored verdict differs from today's check (docs/rules.md, What a check is): the link
// keeps the verdict it was made with, and the page says what explains a change. Codes and card names, never
// sentences: the page words them (messages "report.changedBan", "changedData", "changedForged").
import type { ProblemCode } from "../legality/problem";
import type { TeamReport } from "../report/report";

/**
 * `ban`: legal then, and today a card of the lists is banned, restricted or not legal in the format (MTR 6.2,
 * 9.5): card data changed, and `cards` name them. `data`: the card data may explain it without a ban (a card
 * unbanned, a name that no longer resolves). `forged`: legal then, and today's errors are none that card data
 * can change: those lists were never legal under these rules, so the link's stored verdict does not match them.
 */
export type VerdictChange = { kind: "none" } | { kind: "ban"; cards: string[] } | { kind: "data" } | { kind: "forged" };

/** The errors a change of card legality makes (MTR 6.2, 9.5). */
const LEGALITY_CODES: ReadonlySet<ProblemCode> = new Set(["banned", "not-legal", "restricted", "banned-2hg"]);
/** The errors a change of the card data's names makes. */
const NAME_CODES: ReadonlySet<ProblemCode> = new Set(["unknown-card", "ambiguous-card"]);

export function verdictChange(
  storedLegal: boolean | undefined,
  report: Pick<TeamReport, "legal" | "problems">,
): VerdictChange {
  if (storedLegal === undefined || storedLegal === report.legal) return { kind: "none" };
  if (!storedLegal) return { kind: "data" };
  const errors = report.problems.filter((problem) => problem.severity === "error");
  const banned = errors.filter((problem) => LEGALITY_CODES.has(problem.code));
  if (banned.length > 0)
    return { kind: "ban", cards: [...new Set(banned.map((problem) => problem.card ?? ""))].filter(Boolean) };
  return errors.some((problem) => NAME_CODES.has(problem.code)) ? { kind: "data" } : { kind: "forged" };
}
