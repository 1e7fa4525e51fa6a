// The report's link: copy it, or open the long URL folded away; a report whose lists are too long for a link says so.
import { useTranslations } from "next-intl";
import { CopyLinkButton } from "./copy-link-button";
import { Section } from "../ui/section";
import { FOCUS_RING, HELP_TEXT } from "../ui/styles";

/** `shareLink`: the absolute URL of this check, or null when the lists are too long for a link. */
export function ShareSection({ shareLink }: { shareLink: string | null }) {
  const t = useTranslations("report");
  return (
    <Section headingId="share-heading" title={t("linkHeading")} className="space-y-2 print:hidden">
      {shareLink ? (
        <>
          <p className={HELP_TEXT}>{t("linkHelp")}</p>
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
                className={`mt-2 block max-h-20 overflow-y-auto rounded-md bg-neutral-100 px-3 py-2 font-mono text-xs break-all text-indigo-800 underline underline-offset-2 ${FOCUS_RING} dark:bg-neutral-900 dark:text-indigo-300`}
              >
                {shareLink}
              </a>
            </details>
          </div>
        </>
      ) : (
        <p className="text-sm">{t("linkTooLong")}</p>
      )}
    </Section>
  );
}
