// The top of a printed registration sheet: the event line, the team's name, its details and the QR code of
// its report's link.
import { useTranslations } from "next-intl";
import type { BatchTeamResult } from "@/lib/batch/report";
import { HouseRulesDetails } from "./house-rules-details";

interface HeaderProps {
  team: BatchTeamResult;
  id: string;
  label: string;
  eventLine: string | null;
  total: number;
  details: [string, string][];
}

export function SheetHeader({ team, id, label, eventLine, total, details }: HeaderProps) {
  const organizer = useTranslations("organizer");
  return (
    <div className="flex items-start justify-between gap-6">
      <div className="min-w-0 space-y-2">
        {eventLine && (
          <p className="text-sm">
            {eventLine} · {organizer("sheetOf", { number: team.index + 1, total })}
          </p>
        )}
        <h2 id={`${id}-heading`} className="text-2xl font-bold break-words">
          {label}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          {team.format && <HouseRulesDetails format={team.format} houseRules={team.houseRules ?? {}} />}
        </dl>
      </div>
      <figure className="w-32 shrink-0 text-center">
        {team.qr ? (
          // A data URL of the server's SVG: the QR code prints with the page, no request, no script.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(team.qr)}`}
            alt={organizer("qrAlt", { team: label })}
            width={128}
            height={128}
          />
        ) : (
          <p className="text-xs">{organizer(team.link ? "qrTooLong" : "noLink")}</p>
        )}
        {team.qr && <figcaption className="text-xs">{organizer("scan")}</figcaption>}
      </figure>
    </div>
  );
}
