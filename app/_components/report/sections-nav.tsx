// Links to the report's sections: a long Commander report is a page to move around in.
import { useTranslations } from "next-intl";
import type { ReportSection } from "@/app/_lib/report/report-view";
import { buttonClass } from "../ui/styles";

export function SectionsNav({ sections }: { sections: readonly ReportSection[] }) {
  const t = useTranslations("report");
  return (
    <nav
      aria-labelledby="sections-label"
      className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm print:hidden"
      data-testid="report-sections"
    >
      <span id="sections-label" className="font-semibold text-neutral-700 dark:text-neutral-300">
        {t("onThisPage")}
      </span>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} className={`${buttonClass({ variant: "link" })} font-medium`}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
