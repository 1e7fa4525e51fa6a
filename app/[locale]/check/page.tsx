import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { MessagePanel } from "@/app/_components/ui/message-panel";
import { Report } from "@/app/_components/report/report";
import { loadCheck, runCheck, type LoadedCheck } from "@/app/_lib/report/load-check";
import { siteOrigin } from "@/app/_lib/site-origin";
import { clip, rulesVersionText, teamTitle, verdictHeadline } from "@/app/_lib/report/report-view";
import { shareUrl, withShareParam } from "@/lib/share/encode";
import { pageMetadata } from "@/app/_lib/i18n/page-metadata";
import { getPathname, redirect } from "@/i18n/navigation";
import { deckNamer, formatNamer } from "@/i18n/problem-text";
import { wordInputError } from "@/i18n/input-error-text";
import { inputErrorWords } from "@/i18n/translator";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import { draftFromFields, draftToShared, hasPlainFields } from "@/app/_lib/team-form/team-draft";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params = Promise<{ locale?: string }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const locale = pageLocale(await params);
  const t = await getTranslations({ locale, namespace: "checkPage" });
  const d = first((await searchParams).d);
  const origin = await siteOrigin();
  const loaded = d === undefined ? null : await loadCheck(d);
  // The preview image speaks the page's language: /ja/check/og for a reader of /ja/check.
  const og = `${origin}${getPathname({ href: "/check/og", locale })}`;
  const image = d && loaded?.kind !== "damaged" ? withShareParam(og, d) : og;
  let title = t("title");
  let description = t("description");
  if (loaded?.kind === "damaged") title = t("damagedTitle");
  if (loaded && loaded.kind !== "damaged") {
    const report = await getTranslations({ locale, namespace: "report" });
    const formats = await getTranslations({ locale, namespace: "formats" });
    const deckName = deckNamer(
      formats,
      loaded.shared.decks.map((deck) => deck.name),
    );
    const formatName = formatNamer(formats, formats.has)(loaded.shared.format);
    const format = await getFormatter({ locale });
    const and = (names: readonly string[]) => format.list(names, { type: "conjunction" });
    const team = clip(
      teamTitle(
        formatName,
        loaded.shared.decks.map((_, index) => deckName(index)),
        report,
        and,
        loaded.shared.format,
        { name: loaded.shared.name, variant: loaded.shared.variant },
      ),
      120,
    );
    title = loaded.kind === "report" ? `${verdictHeadline(loaded.report, report)} — ${team}` : team;
  }
  if (loaded?.kind === "report") {
    const report = await getTranslations({ locale, namespace: "report" });
    description = t("reportDescription", { rules: rulesVersionText(loaded.report.rulesVersion, report, locale) });
  }
  // The link to share carries no language: each reader opens it in their own (docs/development.md, Languages).
  const url = d ? withShareParam(`${origin}/check`, d) : `${origin}/check`;
  return {
    ...pageMetadata(locale, d ? withShareParam("/check", d) : "/check"),
    title,
    description,
    // Decklists are hidden information before an event: keep checks out of search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      siteName: (await getTranslations({ locale, namespace: "site" }))("name"),
      title,
      description,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: title }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function CheckPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = pageLocale(await params);
  const t = await getTranslations("checkPage");
  const query = await searchParams;
  const get = (field: string) => first(query[field]);
  let loaded: LoadedCheck;
  // The link the lists came in; none when the plain form's lists do not fit in one.
  let param: string | undefined;
  if (query.d === undefined && hasPlainFields(get)) {
    // The form without JavaScript sends plain fields; turn them into the shareable link when they fit.
    const shared = draftToShared(draftFromFields(get));
    const url = shareUrl(shared);
    if (url) redirect({ href: url, locale });
    loaded = await runCheck(shared);
  } else {
    param = get("d");
    loaded = await loadCheck(param);
  }
  // Trying again and editing reopen the same link: no need to compress the lists again.
  const retryHref = param ? withShareParam("/check", param) : "/";
  const editHref = param ? withShareParam("/", param) : "/";

  switch (loaded.kind) {
    case "damaged":
      return (
        <MessagePanel title={t("damagedTitle")} testId="damaged-link">
          <p>{(await getTranslations("damagedLink"))(loaded.code)}</p>
          <p>{t("damagedHelp")}</p>
        </MessagePanel>
      );
    case "unavailable":
      return (
        <MessagePanel
          title={t("unavailableTitle")}
          testId="card-data-unavailable"
          actions={[
            { href: retryHref, label: t("tryAgain") },
            { href: editHref, label: t("editLists") },
          ]}
        >
          {/* Why: Scryfall down or slow, or a local card file damaged; each says what to do. The card
              source words it in English for the operator (server/cards), so it says so to screen readers. */}
          <p lang="en">{loaded.reason}</p>
          <p>{t("unavailableOffline")}</p>
          <p>{t("nothingLost")}</p>
        </MessagePanel>
      );
    case "rejected":
      return (
        <MessagePanel
          title={t("rejectedTitle")}
          testId="check-rejected"
          actions={[{ href: editHref, label: t("editLists") }]}
        >
          {/* Why, from the refusal's issues, naming each field as the form does ("Bob's list"). */}
          <p data-testid="rejected-reason">
            {wordInputError(
              loaded.error,
              inputErrorWords(
                locale,
                loaded.shared.decks.map((deck) => deck.name),
              ),
            )}
          </p>
        </MessagePanel>
      );
    case "report": {
      // The link it was opened with, so the original verdict and time travel on when it is passed along.
      const origin = await siteOrigin();
      return (
        // The copy button, card previews and deck exports run in the browser with these words.
        <ClientMessages namespaces={["copyLink", "cards"]}>
          <Report
            report={loaded.report}
            original={loaded.shared}
            shareLink={param ? withShareParam(`${origin}/check`, param) : null}
            editHref={editHref}
            printHref={param ? withShareParam("/check/print", param) : null}
          />
        </ClientMessages>
      );
    }
  }
}
