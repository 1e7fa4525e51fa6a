"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from "@/i18n/routing";

const PREFIX = new RegExp(`^/(?:${LOCALES.join("|")})(?=/|$)`);

// Every language's link carries its prefix, /en too: the proxy answers /en/… with a redirect to the
// unprefixed URL and saves the choice in the cookie, so English sticks for a reader whose browser asks
// for Japanese (next-intl's middleware, docs/development.md, Languages). Plain links: it works without JavaScript.
function hrefIn(locale: Locale, pathname: string, search: string): string {
  const path = pathname.replace(PREFIX, "") || "/";
  return `/${locale}${path === "/" ? "" : path}${search ? `?${search}` : ""}`;
}

function Links({ current, label, search }: { current: Locale; label: string; search: string }) {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={hrefIn(locale, pathname, search)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={
            locale === current
              ? "rounded font-semibold text-neutral-900 dark:text-neutral-100"
              : "rounded text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
          }
        >
          {LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

function WithSearch(props: { current: Locale; label: string }) {
  return <Links {...props} search={useSearchParams()?.toString() ?? ""} />;
}

/** The language control in the header: each language in its own words; the page stays the same. */
export function LanguageControl({ current = DEFAULT_LOCALE, label }: { current?: Locale; label: string }) {
  // Static pages render without the query; the links gain it once the browser has it.
  return (
    <Suspense fallback={<Links current={current} label={label} search="" />}>
      <WithSearch current={current} label={label} />
    </Suspense>
  );
}
