import "server-only";
// What the API shows of an event and its teams (docs/api.md, Events): the event's settings, each team's latest
// version as a roster row, and a team's versions. Reports are stored without words: worded here, on the way out.
import { countProblems } from "@/lib/check/report-parts";
import { deletedAfter } from "@/lib/input/event-input";
import type { BatchTeamResult } from "@/lib/batch/report";
import type { Locale } from "@/i18n/locales";
import type { RosterEntry, StoredEvent, StoredVersion } from "@/server/events/event-store";
import { acceptsSubmissions } from "@/server/events/event-store";
import { checkedResult } from "@/server/batch/batch-results";
import { wordReportIn } from "../check-answer";
import { eventPaths } from "./event-access";

export function eventView(event: StoredEvent, origin: string, retentionDays: number, now: Date) {
  return {
    id: event.id,
    name: event.name,
    date: event.eventDate,
    ...event.rules,
    language: event.language,
    open: acceptsSubmissions(event, now),
    closed: !event.open,
    closesAt: event.closesAt?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
    deletedAfter: deletedAfter(event.eventDate, retentionDays),
    teams: { url: `${origin}${eventPaths.teams(event.id)}` },
  };
}

/** A version's summary: who, the verdict and when (the roster's row, a version in a team's history). */
export function versionSummary(version: StoredVersion, language: Locale) {
  const worded = wordReportIn(version.report, language);
  return {
    name: version.name,
    players: worded.decks.map((deck) => deck.name),
    legal: version.report.legal,
    ...countProblems(version.report.problems),
    version: version.version,
    submittedAt: version.submittedAt.toISOString(),
    share: version.report.share,
  };
}

export const rosterRow = (entry: RosterEntry, language: Locale) => ({
  id: entry.id,
  ...versionSummary(entry.latest, language),
});

/** The team's latest version as a batch's row: the event's CSV is the batch's (lib/batch/csv.ts). */
export function batchRow(entry: RosterEntry, index: number, origin: string, language: Locale): BatchTeamResult {
  const { report, name } = entry.latest;
  const row = { index, name, ...checkedResult(report, origin) };
  return { ...row, ...wordReportIn(row, language) };
}
