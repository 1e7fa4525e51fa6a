// The report's link: copy it, or open the long URL folded away; a report whose lists are too long for a link says so.
import { useTranslations } from "next-intl";
import { CopyLinkButton } from "./copy-link-button";

/** `shareLink`: the absolute URL of this check, or null when the lists are too long for a link. */
export function ShareSection({ shareLink }: { shareLink: string | null }) {
  const t = useTranslations("report");
  return (
    <section aria-labelledby="share-heading" className="space-y-2 print:hidden">
      <h2 id="share-heading" className="text-xl font-semibold">
        {t("linkHeading")}
      </h2>
      {shareLink ? (
        <>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("linkHelp")}</p>
          {/* A compact control: Copy link first; the long URL is there to open or select, folded away. */}
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <CopyLinkButton url={shareLink} />
            <details className="min-w-0 flex-1 text-sm">
              <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">
                {t("showLink")}
              </summary>
              <a
                href={shareLink}
                aria-label={t("linkName")}
                data-testid="share-link"
                className="mt-2 block max-h-20 overflow-y-auto rounded-md bg-neutral-100 px-3 py-2 font-mono text-xs break-all text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-neutral-900 dark:text-indigo-300"
              >
                {shareLink}
              </a>
            </details>
          </div>
        </>
      ) : (
        <p className="text-sm">{t("linkTooLong")}</p>
      )}
    </section>
  );
}
