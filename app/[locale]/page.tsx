import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { FormatFields } from "@/app/_components/team-form/format-fields";
import { TeamForm } from "@/app/_components/team-form/team-form";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { pageMetadata } from "@/app/_lib/i18n/page-metadata";
import { decodeShare } from "@/lib/share/decode";
import { emptyDraft, playersAsked, sharedToDraft } from "@/app/_lib/team-form/team-draft";

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
  const initial = link?.success ? sharedToDraft(link.data) : emptyDraft(playersAsked(players));
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </div>
      {link && !link.success && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {(await getTranslations("damagedLink"))(link.code)} {t("draftInstead")}
        </p>
      )}
      <ClientMessages namespaces={["teamForm", "formats", "startOver", "commander", "deckLinks"]}>
        <TeamForm
          initial={initial}
          fromLink={Boolean(link?.success)}
          formatFields={<FormatFields initial={initial} />}
        />
      </ClientMessages>
    </div>
  );
}
