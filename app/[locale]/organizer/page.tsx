import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { OrganizerWorkspaceLoader } from "@/app/_components/organizer/organizer-workspace-loader";
import { CsvColumns } from "@/app/_components/organizer/csv-columns";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { pageMetadata } from "@/app/_lib/i18n/page-metadata";
import { Link } from "@/i18n/navigation";

type Params = Promise<{ locale?: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = pageLocale(await params);
  const t = await getTranslations({ locale, namespace: "organizerPage" });
  return { title: t("title"), description: t("description"), ...pageMetadata(locale, "/organizer") };
}

export default async function OrganizerPage({ params }: { params: Params }) {
  pageLocale(await params);
  const t = await getTranslations("organizerPage");
  const events = await getTranslations("events");
  return (
    <div className="space-y-10">
      <div className="space-y-2 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        <p>
          <Link
            href="/events/new"
            className="text-indigo-700 underline dark:text-indigo-300"
            data-testid="new-event-link"
          >
            {events("deskInvite")}
          </Link>
        </p>
        <noscript>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t("noScript")}</p>
        </noscript>
      </div>
      <ClientMessages
        namespaces={[
          "organizer",
          "teamForm",
          "formats",
          "report",
          "problems",
          "batchProblems",
          "reportExtras",
          "commander",
          "cards",
          "eventDate",
          "deckLinks",
        ]}
      >
        <OrganizerWorkspaceLoader />
      </ClientMessages>
      <CsvColumns />
    </div>
  );
}
