// A checked or submitted team's verdict on the event's pages, with its problems as the API words them.
import { useTranslations } from "next-intl";
import type { WordedReport } from "@/app/_lib/events/event-api";
import { StatusBadge } from "../ui/status-badge";

export function TeamVerdict({ report }: { report: WordedReport }) {
  const t = useTranslations("events");
  const errors = report.problems.filter((problem) => problem.severity === "error");
  return (
    <div className="space-y-2" data-testid="team-verdict" data-legal={report.legal}>
      <p className="text-lg font-semibold">
        <StatusBadge
          status={report.legal ? "ok" : "error"}
          label={report.legal ? t("legal") : t("illegal", { count: errors.length })}
        />
      </p>
      {report.problems.length > 0 && (
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {report.problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
