"use client";

import { useSearchParams } from "next/navigation";
import { useLocale } from "next-intl";
import { Suspense } from "react";
import { getPathname, usePathname } from "@/i18n/navigation";
import { LANGUAGE_NAMES, LOCALES } from "@/i18n/routing";
import { FOCUS_RING } from "../ui/styles";

// Every language's link carries its prefix, /en too (forcePrefix): the proxy
// answers /en/… with a redirect to the unprefixed URL and saves the choice in the cookie, so English
// sticks for a reader whose browser asks for Japanese (docs/development.md, Languages). Plain links, a
// full page load each: the control works without JavaScript, and a new language loads its own root layout.
function Links({ label, search }: { label: string; search: string }) {
  const current = useLocale();
  // The page's path without its language prefix.
  const pathname = usePathname() ?? "/";
  const href = search ? `${pathname}?${search}` : pathname;
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={getPathname({ href, locale, forcePrefix: true })}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={
            locale === current
              ? `rounded font-semibold text-neutral-900 ${FOCUS_RING} dark:text-neutral-100`
              : `rounded text-indigo-700 underline-offset-4 hover:underline ${FOCUS_RING} dark:text-indigo-300`
          }
        >
          {LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

function WithSearch(props: { label: string }) {
  return <Links {...props} search={useSearchParams()?.toString() ?? ""} />;
}

/** The language control in the header: each language in its own words; the page stays the same. */
export function LanguageControl({ label }: { label: string }) {
  // Static pages render without the query; the links gain it once the browser has it.
  return (
    <Suspense fallback={<Links label={label} search="" />}>
      <WithSearch label={label} />
    </Suspense>
  );
}
