// The day a verdict is for (docs/rules.md, Legal on a date): "Legal on Friday, December 4, 2026", whether
// that day is the event's or today's for want of one, and that the card data knows no later announcement.
import { useLocale, useTranslations } from "next-intl";
import { dayName, eventDayName } from "@/i18n/event-date";
import type { Locale } from "@/i18n/locales";
import type { TeamReport } from "@/lib/report/report";

/** A team's report, or a batch's (no one verdict: the line says the day without "Legal on"). */
type DatedReport = Pick<TeamReport, "eventDate" | "eventDateGiven" | "checkedAt" | "cardData"> & { legal?: boolean };

/** The card data's own date, else the day of the check (live data, or files with no date, are today's). */
export const cardDataDay = (report: Pick<TeamReport, "checkedAt" | "cardData">) =>
  (report.cardData.updatedAt ?? report.checkedAt).slice(0, 10);

export function EventDateLine({ report }: { report: DatedReport }) {
  const t = useTranslations("eventDate");
  const locale = useLocale() as Locale;
  const date = eventDayName(locale, report.eventDate);
  const dataDay = cardDataDay(report);
  return (
    <div className="mt-2 space-y-1" data-testid="verdict-event-date" data-event-date={report.eventDate}>
      {report.legal !== undefined && (
        <p className="text-lg font-semibold">{t("legalOn", { legal: String(report.legal), date })}</p>
      )}
      <p className="text-sm">{t(report.eventDateGiven ? "given" : "today", { date })}</p>
      {report.eventDate > dataDay && (
        <p className="text-sm" data-testid="event-date-later">
          {t("laterNotIncluded", { dataDate: dayName(locale, dataDay) })}
        </p>
      )}
    </div>
  );
}
