import type { TeamReport } from "@/lib/check/report";
import { groupProblems } from "@/app/_lib/report/report-view";
import type { CardLinks } from "./card-name";
import { ProblemItem } from "./problem-item";

export function ProblemList({ report, cardLinks }: { report: TeamReport; cardLinks: ReadonlyMap<string, CardLinks> }) {
  const groups = groupProblems(report);
  if (groups.length === 0) return null;
  const deckNames = report.decks.map((deck) => deck.name);
  return (
    <section aria-labelledby="problems-heading" className="space-y-4" data-testid="problems">
      <h2 id="problems-heading" className="text-xl font-semibold">
        Problems
      </h2>
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
                deckNames={deckNames}
                cardLinks={cardLinks}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
