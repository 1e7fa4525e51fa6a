import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { NewEventForm } from "@/app/_components/events/new-event-form";
import { EVENT_NAMESPACES } from "@/app/_components/events/event-namespaces";

type Params = Promise<{ locale?: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = pageLocale(await params);
  const t = await getTranslations({ locale, namespace: "events" });
  return { title: t("newTitle"), robots: { index: false } };
}

export default async function NewEventPage({ params }: { params: Params }) {
  pageLocale(await params);
  const t = await getTranslations("events");
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("newTitle")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("newIntro")}</p>
      </div>
      <ClientMessages namespaces={EVENT_NAMESPACES}>
        <NewEventForm />
      </ClientMessages>
    </div>
  );
}
