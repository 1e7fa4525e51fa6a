import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { EventRules } from "@/app/_components/events/event-rules";
import { EventDesk } from "@/app/_components/events/event-desk";
import { EVENT_NAMESPACES } from "@/app/_components/events/event-namespaces";
import { organizerEvent } from "@/server/events/page-access";

type Params = Promise<{ locale?: string; id: string }>;

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

/** The organizer's desk: only with the organizer's key; any other is the 404 that says nothing. */
export default async function EventDeskPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ key?: string }>;
}) {
  const { id, ...rest } = await params;
  pageLocale(rest);
  const { key } = await searchParams;
  const event = await organizerEvent(id, typeof key === "string" ? key : undefined);
  if (!event || !key) notFound();
  const t = await getTranslations("events");
  return (
    <div className="space-y-8">
      <div className="space-y-4 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("deskTitle", { name: event.name })}</h1>
        <EventRules event={event} />
      </div>
      <ClientMessages namespaces={EVENT_NAMESPACES}>
        <EventDesk eventId={event.id} organizerKey={key} />
      </ClientMessages>
    </div>
  );
}
