"use client";
// A team as a table row (wide screens) and as a card (a phone), both from the team's words made once.
import { useTranslations } from "next-intl";
import { verdictOf, type BatchVerdict } from "@/lib/batch/report";
import type { CardStatus } from "@/lib/report/report";
import { VERDICT_LABELS } from "@/app/_lib/organizer/batch-table";
import { StatusBadge } from "../../ui/status-badge";
import { FormatCell, ReportLink, TeamError, TeamProblems, type TeamProps } from "./cells";

const VERDICT_STATUS: Record<BatchVerdict, CardStatus> = { legal: "ok", illegal: "error", invalid: "warning" };

const VERDICT_BACKGROUND: Record<BatchVerdict, string> = {
  legal: "",
  illegal: "bg-red-50 dark:bg-red-950/40",
  invalid: "bg-amber-50 dark:bg-amber-950/40",
};

export function TeamRow({ team, row }: TeamProps) {
  const verdict = verdictOf(team);
  const t = useTranslations("organizer");
  const { label, players } = row;
  const td = "px-2 py-2 align-top";
  return (
    <tr data-verdict={verdict} className={VERDICT_BACKGROUND[verdict]}>
      <td className={`${td} tabular text-right`}>{team.index + 1}</td>
      <th scope="row" className={`${td} min-w-32 text-left font-medium break-words`}>
        {label}
        <TeamError team={team} />
      </th>
      <td className={`${td} min-w-28 break-words`}>{players}</td>
      <td className={td}>
        <FormatCell team={team} row={row} />
      </td>
      <td className={td}>
        <StatusBadge status={VERDICT_STATUS[verdict]} label={t(VERDICT_LABELS[verdict])} />
      </td>
      <td className={`${td} tabular text-right`}>{team.errors}</td>
      <td className={`${td} tabular text-right`}>{team.warnings}</td>
      <td className={`${td} min-w-40`}>
        <TeamProblems team={team} row={row} />
      </td>
      <td className={td}>
        <ReportLink team={team} row={row} />
      </td>
    </tr>
  );
}

export /** A phone's results: one card per team, the verdict beside its name, so nothing needs sideways scrolling. */
function TeamCard({ team, row }: TeamProps) {
  const verdict = verdictOf(team);
  const t = useTranslations("organizer");
  const { label, players } = row;
  return (
    <li
      data-verdict={verdict}
      className={`space-y-1 rounded-md border border-neutral-200 p-3 dark:border-neutral-800 ${VERDICT_BACKGROUND[verdict]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium break-words">
          <span className="tabular text-neutral-600 dark:text-neutral-400">{team.index + 1}. </span>
          {label}
        </p>
        <StatusBadge status={VERDICT_STATUS[verdict]} label={t(VERDICT_LABELS[verdict])} />
      </div>
      <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
        {players} · <FormatCell team={team} row={row} />
      </p>
      <TeamError team={team} />
      <TeamProblems team={team} row={row} />
      <p className="text-sm">
        <ReportLink team={team} row={row} />
      </p>
    </li>
  );
}
