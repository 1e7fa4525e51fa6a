import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "./styles";

/** A readable page for a check that could not be shown: damaged link, no card data, rejected input. */
export async function MessagePanel({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  /** Paths as in English ("/check?d=…"); each opens in the page's language. */
  actions?: { href: string; label: string }[];
  testId?: string;
}) {
  const t = await getTranslations("messagePanel");
  const links = actions ?? [{ href: "/", label: t("newCheck") }];
  return (
    <section
      aria-labelledby="message-heading"
      data-testid={testId}
      className="space-y-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 sm:p-6 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h1 id="message-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <div className="space-y-2">{children}</div>
      <div className="flex flex-wrap gap-2">
        {links.map((action) => (
          <Link
            key={action.href + action.label}
            href={action.href}
            className={buttonClass({ variant: "primary", size: "medium" })}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
