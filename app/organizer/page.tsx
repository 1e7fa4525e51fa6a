import type { Metadata } from "next";
import { OrganizerWorkspaceLoader } from "@/app/_components/organizer/organizer-workspace-loader";
import { CsvColumns } from "@/app/_components/organizer/csv-columns";

export const metadata: Metadata = {
  title: "Check every team of an event",
  description: "For organizers and judges: check all Two-Headed Giant teams of an event at once from a CSV, and print a registration sheet per team.",
};

export default function OrganizerPage() {
  return (
    <div className="space-y-10">
      <div className="space-y-2 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Check every team of an event</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">
          For organizers and judges before round one: paste the registration export or choose a CSV file, or add the
          teams one by one. Every team is checked at once; you get a table of verdicts with a link to each full
          report, a CSV of the results, and a registration sheet per team to print.
        </p>
        <noscript>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            This page needs JavaScript. Without it, send the CSV to POST /api/batch (see the README), or check teams one
            at a time on the home page.
          </p>
        </noscript>
      </div>
      <OrganizerWorkspaceLoader />
      <CsvColumns />
    </div>
  );
}
