"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useState } from "react";
import { callApi, type RosterTeam } from "@/app/_lib/events/event-api";
import { StatusBadge } from "../ui/status-badge";
import { Button } from "../ui/button";
import { HELP_TEXT } from "../ui/styles";
import { DeskActions } from "./desk-actions";
import { TeamDetails } from "./team-details";

/** The desk polls the roster this often: a submission shows within 5 s (docs/organizers.md, The registration desk). */
const POLL_MS = 3_000;

type Roster = { event: { open: boolean; closed: boolean }; teams: RosterTeam[] };

/** The organizer's desk: the roster, updating by itself, each team's report and versions, and the event's actions. */
export function EventDesk({ eventId, organizerKey }: { eventId: string; organizerKey: string }) {
  const t = useTranslations("events");
  const format = useFormatter();
  const language = useLocale();
  const [roster, setRoster] = useState<Roster | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const url = `/api/events/${eventId}?language=${language}`;
  const refresh = useCallback(async () => {
    const answer = await callApi<Roster>(url, { key: organizerKey });
    if (answer.ok) setRoster(answer.body);
  }, [url, organizerKey]);

  useEffect(() => {
    if (deleted) return;
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, deleted]);

  if (deleted) return <p role="status">{t("deleted")}</p>;
  if (!roster) return null;
  return (
    <div className="space-y-6">
      <DeskActions
        eventId={eventId}
        organizerKey={organizerKey}
        open={!roster.event.closed}
        onChange={refresh}
        onDeleted={() => setDeleted(true)}
      />
      <section className="space-y-2 print:hidden" aria-labelledby="roster">
        <h2 id="roster" className="text-lg font-semibold" data-testid="roster-count">
          {t("roster", { count: roster.teams.length })}
        </h2>
        <p className={HELP_TEXT}>{t("updatesItself")}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="roster">
            <thead>
              <tr className="border-b border-neutral-300 text-start dark:border-neutral-700">
                {[t("team"), t("players"), t("verdict"), t("errors"), t("version"), t("lastChange"), ""].map(
                  (head, index) => (
                    <th key={index} scope="col" className="px-2 py-1 text-start font-medium">
                      {head}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {roster.teams.map((team, index) => (
                <Fragment key={team.id}>
                  <tr
                    className="border-b border-neutral-200 dark:border-neutral-800"
                    data-testid="roster-row"
                    data-version={team.version}
                  >
                    <th scope="row" className="px-2 py-1 text-start font-medium">
                      {team.name || t("unnamedTeam", { number: index + 1 })}
                    </th>
                    <td className="px-2 py-1">{format.list(team.players, { type: "conjunction" })}</td>
                    <td className="px-2 py-1">
                      <StatusBadge
                        status={team.legal ? "ok" : "error"}
                        label={team.legal ? t("legal") : t("illegal", { count: team.errors })}
                      />
                    </td>
                    <td className="px-2 py-1">{team.errors}</td>
                    <td className="px-2 py-1">{team.version}</td>
                    <td className="px-2 py-1">
                      {format.dateTime(new Date(team.submittedAt), { dateStyle: "short", timeStyle: "short" })}
                    </td>
                    <td className="px-2 py-1">
                      <Button
                        variant="plain"
                        onClick={() => setShown(shown === team.id ? null : team.id)}
                        aria-expanded={shown === team.id}
                      >
                        {t("showTeam")}
                      </Button>
                    </td>
                  </tr>
                  {shown === team.id && (
                    <tr>
                      <td colSpan={7} className="px-2 py-3">
                        <TeamDetails
                          eventId={eventId}
                          teamId={team.id}
                          organizerKey={organizerKey}
                          version={team.version}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
