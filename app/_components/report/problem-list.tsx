import type { TeamReport } from "@/lib/report/report";
import { groupProblems } from "@/app/_lib/report/report-view";
import type { CardLinks } from "./card-name";
import { FixPlan } from "./fix-plan";
import { ProblemItem } from "./problem-item";
import type { ReportWords } from "./report-words";
import { Section } from "../ui/section";

interface ProblemListProps {
  report: TeamReport;
  cardLinks: ReadonlyMap<string, CardLinks>;
  /** The report's words, made once by the report (report.tsx). */
  words: ReportWords;
}

export function ProblemList({ report, cardLinks, words }: ProblemListProps) {
  const groups = groupProblems(report, words.places);
  if (groups.length === 0) return null;
  return (
    <Section headingId="problems-heading" title={words.t("problemsHeading")} data-testid="problems">
      <FixPlan report={report} words={words} />
      {groups.map((group) => (
        <div key={group.id} className="space-y-2" data-group={group.id}>
          <h3 className="font-semibold break-words">
            {group.title}{" "}
            <span className="font-normal text-neutral-600 dark:text-neutral-400">({group.problems.length})</span>
          </h3>
          <ul className="space-y-2">
            {group.problems.map((problem, index) => (
              <ProblemItem
                key={`${problem.code}-${problem.card ?? ""}-${index}`}
                problem={problem}
                words={words}
                cardLinks={cardLinks}
              />
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
