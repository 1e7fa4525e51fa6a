import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { MESSAGE_HEADING, MESSAGE_PANEL, buttonClass } from "./styles";

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
    <section aria-labelledby="message-heading" data-testid={testId} className={MESSAGE_PANEL}>
      <h1 id="message-heading" className={MESSAGE_HEADING}>
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
