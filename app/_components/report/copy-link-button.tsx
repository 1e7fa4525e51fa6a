"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { copyText } from "@/app/_lib/ui/clipboard";

type CopyState = "idle" | "copied" | "failed";

export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const t = useTranslations("copyLink");
  async function onClick() {
    setState((await copyText(url)) ? "copied" : "failed");
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 print:hidden">
      <button
        type="button"
        onClick={onClick}
        className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-neutral-800"
      >
        {t("label")}
      </button>
      <span role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </span>
    </span>
  );
}
