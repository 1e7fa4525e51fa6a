// What the report was checked against: the team event, format, team rule, house rules, rules version, card
// data and when it was checked (and when its link was made).
import type { TeamReport } from "@/lib/report/report";
import { isLimitedFormat } from "@/app/_lib/report/report-view";
import { HouseRulesDetails } from "./house-rules-details";
import { Section } from "../ui/section";
import type { ReportWords } from "./report-words";
import { TeamEventDetails } from "./team-event-details";

interface AboutProps {
  report: TeamReport;
  words: ReportWords;
  /** When the link this report was opened with was made; null without one. */
  madeAt: string | null;
}

export function AboutSection({ report, words, madeAt }: AboutProps) {
  const { t } = words;
  const dataDate = words.date(report.cardData.updatedAt);
  const source = t(report.cardData.source === "bulk" ? "sourceBulk" : "sourceLive");
  return (
    <Section headingId="about-heading" title={t("aboutHeading")} className="space-y-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <TeamEventDetails report={report} words={words} />
        {/* A Trios team has a format per seat (the seats above) and no team rule (MTR 8.4). */}
        {report.variant !== "trios" && (
          <>
            <dt className="font-medium">{t("format")}</dt>
            <dd>{words.formatName(report.format)}</dd>
            <dt className="font-medium">{t("teamRule")}</dt>
            <dd>
              {isLimitedFormat(report.format)
                ? t(report.decks.length > 2 ? "noTeamRuleTeam" : "noTeamRule")
                : `${words.teamRuleName(report.ruleset)}: ${words.teamRuleMeaning(report.ruleset, report.decks.length)}`}
            </dd>
          </>
        )}
        <HouseRulesDetails format={report.format} houseRules={report.houseRules ?? {}} />
        <dt className="font-medium">{t("rules")}</dt>
        <dd>{words.rulesVersion(report.rulesVersion)}</dd>
        <dt className="font-medium">{t("cardData")}</dt>
        <dd data-testid="card-data-date">
          {dataDate ? t("asOf", { source, date: dataDate }) : t("dateUnknown", { source })}
        </dd>
        <dt className="font-medium">{t("checked")}</dt>
        <dd>{words.dateTime(report.checkedAt)}</dd>
        {madeAt && (
          <>
            <dt className="font-medium">{t("linkMade")}</dt>
            <dd>{madeAt}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}
