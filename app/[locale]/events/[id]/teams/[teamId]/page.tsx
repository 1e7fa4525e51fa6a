import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { EventRules } from "@/app/_components/events/event-rules";
import { TeamRegistration } from "@/app/_components/events/team-registration";
import { EVENT_NAMESPACES } from "@/app/_components/events/event-namespaces";
import { teamEvent } from "@/server/events/page-access";

type Params = Promise<{ locale?: string; id: string; teamId: string }>;

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

/** A team's edit link: its lists, to change and submit again while the event is open. A wrong key is a 404. */
export default async function EventTeamPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ key?: string }>;
}) {
  const { id, teamId, ...rest } = await params;
  pageLocale(rest);
  const { key } = await searchParams;
  const event = await teamEvent(id, teamId, typeof key === "string" ? key : undefined);
  if (!event || !key) notFound();
  const t = await getTranslations("events");
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("editTitle", { name: event.name })}</h1>
      <EventRules event={event} />
      {!event.open && (
        <p role="status" className="font-medium" data-testid="event-closed">
          {t("closed")}
        </p>
      )}
      <ClientMessages namespaces={EVENT_NAMESPACES}>
        <TeamRegistration eventId={event.id} rules={event.rules} edit={{ teamId, key }} />
      </ClientMessages>
    </div>
  );
}
