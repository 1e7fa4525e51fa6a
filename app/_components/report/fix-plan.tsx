import { useTranslations } from "next-intl";
import type { TeamReport } from "@/lib/report/report";
import type { ReportWords } from "./report-words";

/**
 * Every fix hint as one plan, deck by deck: made together, its changes remove every problem a change to the
 * lists can remove (lib/fix/plan.ts). Printed too: it is what the team takes to the registration desk.
 */
export function FixPlan({ report, words }: { report: TeamReport; words: ReportWords }) {
  const t = useTranslations("cards.fix");
  const { plan } = report;
  if (!plan) return null;
  const covered = new Set(plan.covers);
  const uncovered = report.problems.some((problem, index) => problem.severity === "error" && !covered.has(index));
  return (
    <section
      aria-labelledby="plan-heading"
      className="space-y-2 rounded-md border border-indigo-200 bg-indigo-50 p-3 sm:p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
      data-testid="fix-plan"
    >
      <h3 id="plan-heading" className="font-semibold">
        {t("planTitle")}
      </h3>
      <p className="text-sm">{t("planIntro")}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm break-words">
        {words.plan.decks(plan).map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      {words.plan.choices(plan).map((text, index) => (
        <p key={index} className="text-sm">
          {text}
        </p>
      ))}
      {uncovered && <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("planNotCovered")}</p>}
    </section>
  );
}
