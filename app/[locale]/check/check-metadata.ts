// The check page's title, description and link preview: the verdict and the team's title in the reader's
// language (i18n/report-words.ts), the preview image in the page's language, the share link without one.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { loadCheck } from "@/app/_lib/report/load-check";
import { siteOrigin } from "@/app/_lib/site-origin";
import { clip, rulesVersionText, verdictHeadline } from "@/app/_lib/report/report-view";
import { withShareParam } from "@/lib/share/encode";
import { pageMetadata } from "@/app/_lib/i18n/page-metadata";
import { getPathname } from "@/i18n/navigation";
import { reportWordsIn } from "@/i18n/translator";
import { first, type Params, type SearchParams } from "./check-params";

export async function checkMetadata({
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
    const team = clip(reportWordsIn(locale, loaded.shared).title, 120);
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
