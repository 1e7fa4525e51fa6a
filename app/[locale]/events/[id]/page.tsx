import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { EventRules } from "@/app/_components/events/event-rules";
import { TeamRegistration } from "@/app/_components/events/team-registration";
import { EVENT_NAMESPACES } from "@/app/_components/events/event-namespaces";
import { publicEvent } from "@/server/events/page-access";

type Params = Promise<{ locale?: string; id: string }>;

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

/** The teams' link: the event's rules, then the team form, Check and Submit. */
export default async function EventTeamsPage({ params }: { params: Params }) {
  const { id, ...rest } = await params;
  pageLocale(rest);
  const event = await publicEvent(id);
  if (!event) notFound();
  const t = await getTranslations("events");
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("registerTitle", { name: event.name })}</h1>
      <EventRules event={event} />
      {event.open ? (
        <ClientMessages namespaces={EVENT_NAMESPACES}>
          <TeamRegistration eventId={event.id} rules={event.rules} />
        </ClientMessages>
      ) : (
        <p role="status" className="font-medium" data-testid="event-closed">
          {t("closed")}
        </p>
      )}
    </div>
  );
}
