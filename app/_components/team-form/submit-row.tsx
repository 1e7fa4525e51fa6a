"use client";

import { useTranslations } from "next-intl";
import { Button } from "../ui/button";

/** The form's Check button, the keyboard shortcut that does the same, and what a screen reader hears while it checks (or reads a deck link: `status`). */
export function SubmitRow({ pending, status }: { pending: boolean; status?: string | null }) {
  const t = useTranslations("teamForm");
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="primary" type="submit" aria-disabled={pending}>
        {pending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
        )}
        {pending ? t("checking") : t("check")}
      </Button>
      <p className="hidden text-sm text-neutral-600 sm:block dark:text-neutral-400">
        {t.rich("shortcut", {
          kbd: (chunks) => (
            <kbd className="rounded border border-neutral-300 px-1 font-sans dark:border-neutral-700">{chunks}</kbd>
          ),
        })}
      </p>
      <p role="status" className="w-full text-sm text-neutral-600 dark:text-neutral-400">
        {status ?? (pending ? t("checkingTeam") : "")}
      </p>
    </div>
  );
}
