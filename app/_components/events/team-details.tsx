"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi, type TeamVersion, type WordedReport } from "@/app/_lib/events/event-api";
import { listChanges } from "@/app/_lib/events/list-changes";
import { HELP_TEXT } from "../ui/styles";
import { TeamVerdict } from "./team-verdict";

type TeamAnswer = { report: WordedReport; versions: TeamVersion[] };

/** One team on the desk: its latest report, and each version with the lines that changed from the one before. */
export function TeamDetails({
  eventId,
  teamId,
  organizerKey,
  version,
}: {
  eventId: string;
  teamId: string;
  organizerKey: string;
  /** The roster's latest version: a new one loads the team again. */
  version: number;
}) {
  const t = useTranslations("events");
  const format = useFormatter();
  const language = useLocale();
  const [team, setTeam] = useState<TeamAnswer | null>(null);
  useEffect(() => {
    const url = `/api/events/${eventId}/teams/${teamId}?language=${language}`;
    void callApi<TeamAnswer>(url, { key: organizerKey }).then((answer) => answer.ok && setTeam(answer.body));
  }, [eventId, teamId, organizerKey, language, version]);
  if (!team) return null;
  return (
    <div className="space-y-4" data-testid="team-details">
      <TeamVerdict report={team.report} />
      <h3 className="font-semibold">{t("versions")}</h3>
      <ol className="space-y-3">
        {[...team.versions].reverse().map((each) => {
          const before = team.versions.find((other) => other.version === each.version - 1);
          const changes = before ? listChanges(before.lists.decks, each.lists.decks) : [];
          return (
            <li key={each.version} data-testid="team-version" className="space-y-1">
              <p className="font-medium">
                {t("versionLine", {
                  version: each.version,
                  time: format.dateTime(new Date(each.submittedAt), { dateStyle: "short", timeStyle: "medium" }),
                })}
                {" · "}
                {each.legal ? t("legal") : t("illegal", { count: each.errors })}
              </p>
              {before && changes.length === 0 && <p className={HELP_TEXT}>{t("noChange")}</p>}
              {changes.map((change) => (
                <div key={change.deck} className="text-sm">
                  <p className="font-medium">{each.players[change.deck]}</p>
                  {change.added.length > 0 && (
                    <p data-testid="lines-added">
                      {t("added")}: {change.added.join(" · ")}
                    </p>
                  )}
                  {change.removed.length > 0 && (
                    <p data-testid="lines-removed">
                      {t("removed")}: {change.removed.join(" · ")}
                    </p>
                  )}
                </div>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
