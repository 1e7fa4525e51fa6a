// The event's printed pages: one registration sheet per team (app/_components/report/registration-sheet.tsx).
import type { BatchReport } from "@/lib/batch/report";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { RegistrationSheet } from "../report/registration-sheet";

/** One printed page per team for the judges' table; only in print (the page shows the table instead). */
export function RegistrationSheets({ report, event }: { report: BatchReport; event: EventDetails }) {
  return (
    <div className="hidden print:block" data-testid="registration-sheets">
      {report.teams.map((team) => (
        <RegistrationSheet key={team.index} team={team} report={report} event={event} total={report.teams.length} />
      ))}
    </div>
  );
}
