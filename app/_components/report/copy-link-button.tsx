"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { copyText } from "@/app/_lib/ui/clipboard";
import { Button } from "../ui/button";

type CopyState = "idle" | "copied" | "failed";

export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const t = useTranslations("copyLink");
  async function onClick() {
    setState((await copyText(url)) ? "copied" : "failed");
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 print:hidden">
      <Button variant="secondary" onClick={onClick} className="bg-white dark:bg-neutral-900">
        {t("label")}
      </Button>
      <span role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </span>
    </span>
  );
}
