"use client";

import { useTranslations } from "next-intl";

const SECONDARY_BUTTON =
  "rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:hover:bg-neutral-800";

/** Where "Start over" stands: nothing done, lists emptied (undo offered), or put back. */
export type StartOverState = "idle" | "emptied" | "emptied-with-pool" | "restored";

/** One control that empties both lists and the pool, and an undo that puts them back while the page is open. */
export function StartOver({
  state,
  onStartOver,
  onUndo,
}: {
  state: StartOverState;
  onStartOver: () => void;
  onUndo: () => void;
}) {
  const t = useTranslations("startOver");
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button type="button" className={SECONDARY_BUTTON} onClick={onStartOver}>
        {t("button")}
      </button>
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="start-over-status">
        {(state === "emptied" || state === "emptied-with-pool") && (
          <>
            {/* The pool is spoken of only where the form shows it (Limited). */}
            {t(state === "emptied" ? "doneLists" : "done")}{" "}
            <button
              type="button"
              onClick={onUndo}
              className="font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
            >
              {t("undo")}
            </button>
          </>
        )}
        {state === "restored" && t("undone")}
      </p>
    </div>
  );
}
