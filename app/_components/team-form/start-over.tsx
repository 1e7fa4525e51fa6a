"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { withoutLists, type TeamDraft } from "@/app/_lib/team-form/team-draft";
import { Button } from "../ui/button";

/** Where "Start over" stands: nothing done, lists emptied (undo offered), or put back. */
export type StartOverState = "idle" | "emptied" | "emptied-with-pool" | "restored";

/**
 * "Start over" and its undo for a form: `read` gives the form's draft, `show` puts one in the form. The
 * draft before it is kept only in this page's memory: the undo lasts while the page is open.
 */
export function useStartOver(read: () => TeamDraft | null, show: (draft: TeamDraft) => void) {
  const [before, setBefore] = useState<TeamDraft | null>(null);
  const [state, setState] = useState<StartOverState>("idle");
  return {
    state,
    startOver() {
      const draft = read();
      if (!draft) return;
      show(withoutLists(draft));
      setBefore(draft);
      setState(draft.format === "limited" ? "emptied-with-pool" : "emptied");
    },
    undo() {
      if (before) show(before);
      setBefore(null);
      setState("restored");
    },
    /** What is typed after "Start over" is the new draft: an undo would now lose it. */
    typed() {
      if (state === "idle") return;
      setBefore(null);
      setState("idle");
    },
  };
}

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
      <Button variant="secondary" onClick={onStartOver}>
        {t("button")}
      </Button>
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="start-over-status">
        {(state === "emptied" || state === "emptied-with-pool") && (
          <>
            {/* The pool is spoken of only where the form shows it (Limited). */}
            {t(state === "emptied" ? "doneLists" : "done")}{" "}
            <Button variant="link" onClick={onUndo} className="font-medium">
              {t("undo")}
            </Button>
          </>
        )}
        {state === "restored" && t("undone")}
      </p>
    </div>
  );
}
