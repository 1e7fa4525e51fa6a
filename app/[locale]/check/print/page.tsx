import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { RegistrationSheet } from "@/app/_components/report/registration-sheet";
import { PrintButton } from "@/app/_components/report/print-button";
import { buttonClass } from "@/app/_components/ui/styles";
import { loadCheck } from "@/app/_lib/report/load-check";
import { siteOrigin } from "@/app/_lib/site-origin";
import { sheetOfReport } from "@/server/batch/batch-results";
import { withShareParam } from "@/lib/share/encode";
import { Link, redirect } from "@/i18n/navigation";
import { reportWordsIn } from "@/i18n/translator";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params = Promise<{ locale?: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale(await params), namespace: "cards.print" });
  return { title: t("printLists"), robots: { index: false, follow: false } };
}

/**
 * A team's both lists on one A4 page, the organizer's registration sheet: verdict, format, team rule,
 * the card data's date and a QR code of the report's link. A link that cannot be shown goes to the report,
 * which says why.
 */
export default async function PrintPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = pageLocale(await params);
  const t = await getTranslations({ locale, namespace: "cards.print" });
  const raw = (await searchParams).d;
  const param = Array.isArray(raw) ? raw[0] : raw;
  const loaded = await loadCheck(param);
  const reportHref = param ? withShareParam("/check", param) : "/check";
  if (loaded.kind !== "report" || !param) redirect({ href: reportHref, locale });
  const { report } = loaded;
  const team = await sheetOfReport(
    { ...report, share: reportHref },
    reportWordsIn(locale, report).title,
    await siteOrigin(),
  );
  return (
    <div className="space-y-4">
      <nav aria-label={t("actions")} className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label={t("print")} />
        <Link href={reportHref} className={buttonClass({ variant: "secondary" })}>
          {t("back")}
        </Link>
      </nav>
      <RegistrationSheet team={team} report={report} event={null} total={1} />
    </div>
  );
}
