"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/**
 * While a batch runs: a busy bar and the seconds so far. The server answers all teams at once, so there
 * is no share done to show; a live batch waits on Scryfall's pace and can take several seconds.
 */
export function BatchProgress({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(startedAt);
  const t = useTranslations("organizer");
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="space-y-2" data-testid="batch-progress">
      <progress
        aria-label={t("progressLabel")}
        className="h-2 w-full max-w-md accent-indigo-700 dark:accent-indigo-400"
      />
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {t("progress", { seconds })}
      </p>
    </div>
  );
}
