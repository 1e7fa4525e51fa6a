import { useTranslations } from "next-intl";
import type { CardStatus } from "@/lib/report/report";

// Labels are the "report" messages problem, warning and ok.
const STYLES: Record<CardStatus, { label: "problem" | "warning" | "ok"; icon: string; className: string }> = {
  error: { label: "problem", icon: "✕", className: "text-red-800 dark:text-red-300" },
  warning: { label: "warning", icon: "!", className: "text-amber-800 dark:text-amber-300" },
  ok: { label: "ok", icon: "✓", className: "text-green-800 dark:text-green-400" },
};

/** Status as an icon and a word, never colour alone. */
export function StatusBadge({ status, label }: { status: CardStatus; label?: string }) {
  const style = STYLES[status];
  const t = useTranslations("report");
  return (
    <span className={`inline-flex items-center gap-1 font-medium whitespace-nowrap ${style.className}`}>
      <span
        aria-hidden="true"
        className="inline-grid size-4 place-items-center rounded-full border border-current text-[0.65rem] leading-none font-bold"
      >
        {style.icon}
      </span>
      <span>{label ?? t(style.label)}</span>
    </span>
  );
}
