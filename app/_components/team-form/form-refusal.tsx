"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { ShareRefusal } from "@/lib/share/encode";
import type { FormIssue } from "@/app/_lib/team-form/form-checks";
import type { TeamDraft } from "@/app/_lib/team-form/team-draft";
import { ERROR_SUMMARY } from "../ui/styles";

/** The words for why the form was not sent: a list's issue (naming its player or the pool), or a link too long. */
export function useRefusalWords() {
  const t = useTranslations("teamForm");
  return {
    issue(issue: FormIssue, draft: TeamDraft): string {
      const deck =
        issue.deck === "pool"
          ? t("poolName")
          : draft.decks[issue.deck]?.name.trim() || t("player", { number: issue.deck + 1 });
      switch (issue.code) {
        case "empty-list":
          return t("emptyList", { deck });
        case "too-many-lines":
          return t("tooManyLines", { deck, count: issue.count, max: issue.max });
        case "list-too-large":
          return t("listTooLarge", { deck, kb: issue.kb, maxKb: issue.maxKb });
      }
    },
    tooLong({ code, ...values }: ShareRefusal): string {
      return t("tooLong", { reason: t(`tooLongReasons.${code}`, values) });
    },
  };
}

/** Why the form was not sent, one message a list; focused when shown, so a screen reader says it. */
export function FormRefusal({ messages, ref }: { messages: string[]; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={ERROR_SUMMARY} data-testid="form-refusal">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
