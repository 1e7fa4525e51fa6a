"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/app/_components/ui/button";
import { MESSAGE_HEADING, MESSAGE_PANEL, buttonClass } from "@/app/_components/ui/styles";

/** Last resort for a check that failed unexpectedly: a readable page, never a blank one, in the message panel's look. */
// `retry` asks the server for the page again; `reset` alone would re-render the same failure.
export default function CheckError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("checkError");
  return (
    <section aria-labelledby="error-heading" className={MESSAGE_PANEL}>
      <h1 id="error-heading" className={MESSAGE_HEADING}>
        {t("title")}
      </h1>
      <p>{t("body")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="medium" onClick={retry}>
          {t("tryAgain")}
        </Button>
        <Link href="/" className={buttonClass({ variant: "secondary", size: "medium" })}>
          {t("backToForm")}
        </Link>
      </div>
    </section>
  );
}
