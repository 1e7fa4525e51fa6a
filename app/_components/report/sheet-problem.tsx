// A problem on a printed registration sheet, and the sheet's verdict line, in the team's words.
import { useTranslations } from "next-intl";
import type { BatchTeamResult } from "@/lib/batch/report";
import type { ReportedProblem } from "@/lib/report/report";
import { verdictHeadline, warningsLine } from "@/app/_lib/report/report-view";
import type { ReportWords } from "./report-words";

export /**
 * One problem on a line or two, as a judge reads it on paper: its message (which names the card, the
 * deck and the line) and its rule.
 * The report page's ProblemItem is a card per problem, too tall to fit a team's problems on one page.
 */
function SheetProblem({ problem, words, withFix }: { problem: ReportedProblem; words: ReportWords; withFix: boolean }) {
  const { t } = words;
  const fixT = useTranslations("cards.fix");
  return (
    <li
      data-code={problem.code}
      className={`border-l-4 pl-2 ${problem.severity === "error" ? "border-red-700" : "border-amber-500"}`}
    >
      <span className="font-semibold">
        {t(problem.severity === "error" ? "problem" : problem.severity === "info" ? "note" : "warning")}:
      </span>{" "}
      {words.wordProblem(problem)}
      {problem.suggestions.length > 0 &&
        ` ${t(problem.code === "ambiguous-card" ? "itCouldBe" : "didYouMean")} ${words.or(problem.suggestions)}${t("suggestionsEnd")}`}
      {withFix && problem.fix && ` ${fixT("label")} ${words.fix(problem.fix)}`}{" "}
      <cite className="not-italic">
        {t("rule")} {problem.rule}
      </cite>
    </li>
  );
}

export function verdictText(
  team: BatchTeamResult,
  words: ReportWords,
  organizer: ReturnType<typeof useTranslations>,
): string {
  if (team.legal === null) return organizer("notChecked", { reason: team.error?.message ?? organizer("unreadable") });
  const warnings = warningsLine(team.problems, words.t);
  const headline = verdictHeadline({ legal: team.legal, problems: team.problems }, words.t);
  return warnings ? `${headline}, ${warnings}` : headline;
}
