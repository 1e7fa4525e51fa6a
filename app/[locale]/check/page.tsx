import { pageLocale } from "@/app/_lib/i18n/page-locale";
import { loadCheck, runCheck, type LoadedCheck } from "@/app/_lib/report/load-check";
import { shareUrl, withShareParam } from "@/lib/share/encode";
import { redirect } from "@/i18n/navigation";
import { draftFromFields, draftToShared, hasPlainFields } from "@/app/_lib/team-form/team-draft";
import { checkMetadata } from "./check-metadata";
import { first, type Params, type SearchParams } from "./check-params";
import { CheckPanel } from "./check-panels";
import type { SharedCheck } from "@/lib/share/encode";
import { resolveDeckLinks } from "@/server/deck-links/resolve-links";
import { services } from "@/server/services";

export const generateMetadata = checkMetadata;

/** Decode the link (or the plain form's fields), load the check, show it. */
export default async function CheckPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = pageLocale(await params);
  const query = await searchParams;
  const get = (field: string) => first(query[field]);
  let loaded: LoadedCheck;
  // The link the lists came in; none when the plain form's lists do not fit in one.
  let param: string | undefined;
  if (query.d === undefined && hasPlainFields(get)) {
    // The form without JavaScript sends plain fields; turn them into the shareable link when they fit,
    // its deck links read first (a box whose only text is a link), so the link carries the lists as read.
    const typed = draftToShared(draftFromFields(get));
    const read = await resolveDeckLinks(typed, services().deckLinks);
    const shared = read.ok ? (read.team as SharedCheck) : typed;
    const url = read.ok ? shareUrl(shared) : null;
    if (url) redirect({ href: url, locale });
    loaded = read.ok ? await runCheck(shared) : { kind: "rejected", shared, error: read.error };
  } else {
    param = get("d");
    loaded = await loadCheck(param);
  }
  // Trying again and editing reopen the same link: no need to compress the lists again.
  const retryHref = param ? withShareParam("/check", param) : "/";
  const editHref = param ? withShareParam("/", param) : "/";

  return <CheckPanel loaded={loaded} locale={locale} param={param} retryHref={retryHref} editHref={editHref} />;
}
