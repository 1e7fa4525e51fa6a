// The event's rules at the top of its pages (the teams' link, a team's edit page, the desk), and how long it is kept.
import { useFormatter, useTranslations } from "next-intl";
import { deletedAfter } from "@/lib/input/event-input";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { MAX_DECKS, MIN_DECKS } from "@/lib/variants";
import { findFormat } from "@/lib/formats";
import { formatNamer, type HasKey, type Translate } from "@/i18n/problem-text";
import type { PublicEvent } from "@/server/events/page-access";
import { HELP_TEXT } from "../ui/styles";

export function EventRules({ event }: { event: Omit<PublicEvent, "id"> }) {
  const t = useTranslations("events");
  const teamForm = useTranslations("teamForm");
  const formats = useTranslations("formats");
  const format = useFormatter();
  const named: Translate = formats;
  const has: HasKey = formats.has;
  const variant = event.rules.variant ?? "giant";
  const ruleset = event.rules.ruleset ?? (event.rules.format && findFormat(event.rules.format)?.defaultRuleset);
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const rows: [string, string][] = [
    [t("date"), day(event.date)],
    ...(event.rules.format ? [[t("format"), formatNamer(named, has)(event.rules.format)] as [string, string]] : []),
    [t("variant"), teamForm(`variants.${variant}`, { min: MIN_DECKS, max: MAX_DECKS[variant] })],
    ...(ruleset ? [[t("ruleset"), formats(ruleset, { copies: CLASSIC_TEAM_COPIES })] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="event-rules" className="space-y-2" data-testid="event-rules">
      <h2 id="event-rules" className="text-lg font-semibold">
        {t("rules")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={HELP_TEXT}>
        {t("retention", { days: event.retentionDays, date: day(deletedAfter(event.date, event.retentionDays)) })}
      </p>
    </section>
  );
}
