"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Last resort for a check that failed unexpectedly: a readable page, never a blank one. */
// `retry` asks the server for the page again; `reset` alone would re-render the same failure.
export default function CheckError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("checkError");
  return (
    <section
      aria-labelledby="error-heading"
      className="space-y-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 sm:p-6 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h1 id="error-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("title")}
      </h1>
      <p>{t("body")}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-indigo-500 dark:text-neutral-950"
        >
          {t("tryAgain")}
        </button>
        <Link
          href="/"
          className="rounded-md border border-current px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t("backToForm")}
        </Link>
      </div>
    </section>
  );
}
