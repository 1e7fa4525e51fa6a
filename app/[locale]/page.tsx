import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { FormatFields } from "@/app/_components/team-form/format-fields";
import { TeamForm } from "@/app/_components/team-form/team-form";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { pageMetadata } from "@/app/_lib/i18n/page-metadata";
import { decodeShare } from "@/lib/share/decode";
import { VARIANTS } from "@/lib/variants";
import { emptyDraft, playersAsked, sharedToDraft } from "@/app/_lib/team-form/team-draft";
import { dayOf } from "@/lib/input/event-date";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params = Promise<{ locale?: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = pageLocale(await params);
  return pageMetadata(locale, "/");
}

export default async function HomePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  pageLocale(await params);
  const t = await getTranslations("home");
  const { d, players } = await searchParams;
  const link = typeof d === "string" ? decodeShare(d) : null;
  // `?players=3`: the form with a third player's fields, JavaScript or not (docs/rules.md, Teams of three and four).
  const draft = link?.success ? sharedToDraft(link.data) : emptyDraft(playersAsked(players));
  // The date field shows today (the server's clock) until the team picks its event's date.
  const initial = { ...draft, eventDate: draft.eventDate || dayOf(new Date()) };
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        {/* The heading follows the event chosen in the form, by CSS, with or without JavaScript (globals.css, .event-…). */}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="home-title">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`event-${variant}`}>
              {t("eventTitle", { variant })}
            </span>
          ))}
        </h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`event-${variant}`}>
              {t("eventIntro", { variant })}
            </span>
          ))}
        </p>
      </div>
      {link && !link.success && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {(await getTranslations("damagedLink"))(link.code)} {t("draftInstead")}
        </p>
      )}
      <ClientMessages namespaces={["teamForm", "formats", "startOver", "commander", "eventDate", "deckLinks"]}>
        <TeamForm
          initial={initial}
          fromLink={Boolean(link?.success)}
          formatFields={<FormatFields initial={initial} />}
        />
      </ClientMessages>
    </div>
  );
}
