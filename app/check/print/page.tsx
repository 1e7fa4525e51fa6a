import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { RegistrationSheet } from "@/app/_components/organizer/registration-sheets";
import { PrintButton } from "@/app/_components/report/print-button";
import { SECONDARY_BUTTON } from "@/app/_components/ui/styles";
import { loadCheck } from "@/app/_lib/report/load-check";
import { teamTitle } from "@/app/_lib/report/report-view";
import { siteOrigin } from "@/app/_lib/site-origin";
import { sheetOfReport } from "@/lib/server/batch/batch-results";
import { withShareParam } from "@/lib/share/encode";

export const metadata: Metadata = { title: "Print both lists", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A team's both lists on one A4 page, the organizer's registration sheet: verdict, format, team rule,
 * the card data's date and a QR code of the report's link. A link that cannot be shown goes to the report,
 * which says why.
 */
export default async function PrintPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).d;
  const param = Array.isArray(raw) ? raw[0] : raw;
  const loaded = await loadCheck(param);
  const reportHref = param ? withShareParam("/check", param) : "/check";
  if (loaded.kind !== "report" || !param) redirect(reportHref);
  const { report } = loaded;
  const name = teamTitle(report.format, report.decks.map((deck) => deck.name));
  const team = await sheetOfReport({ ...report, share: reportHref }, name, await siteOrigin());
  return (
    <div className="space-y-4">
      <nav aria-label="Print actions" className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label="Print" />
        <Link href={reportHref} className={SECONDARY_BUTTON}>
          Back to the report
        </Link>
      </nav>
      <RegistrationSheet team={team} report={report} event={null} total={1} />
    </div>
  );
}
