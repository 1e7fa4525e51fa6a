"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

type CopyState = "idle" | "copied" | "failed";

// navigator.clipboard needs a secure context (https or localhost); fall back to a selection copy elsewhere.
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const scratch = document.createElement("textarea");
    scratch.value = text;
    scratch.setAttribute("readonly", "");
    scratch.style.position = "fixed";
    scratch.style.opacity = "0";
    document.body.append(scratch);
    scratch.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      scratch.remove();
    }
  }
}

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
