// What the check page shows for each outcome of loading a check: a damaged link, card data unavailable,
// the lists refused, or the report.
import { getTranslations } from "next-intl/server";
import { MessagePanel } from "@/app/_components/ui/message-panel";
import { Report } from "@/app/_components/report/report";
import type { LoadedCheck } from "@/app/_lib/report/load-check";
import { siteOrigin } from "@/app/_lib/site-origin";
import { withShareParam } from "@/lib/share/encode";
import { wordInputError } from "@/i18n/input-error-text";
import { inputErrorWords } from "@/i18n/translator";
import type { Locale } from "@/i18n/locales";
import { ClientMessages } from "@/app/_components/ui/client-messages";

interface PanelProps {
  loaded: LoadedCheck;
  locale: Locale;
  /** The link the lists came in; none when the plain form's lists do not fit in one. */
  param: string | undefined;
  retryHref: string;
  editHref: string;
}

export async function CheckPanel({ loaded, locale, param, retryHref, editHref }: PanelProps) {
  const t = await getTranslations("checkPage");
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
