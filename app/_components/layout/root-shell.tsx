import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { MTR_VERSION } from "@/lib/formats";
import { rulesVersionText } from "@/app/_lib/report/report-view";
import { LanguageControl } from "@/app/_components/layout/language-control";
import { ClientMessages } from "@/app/_components/ui/client-messages";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import "@/app/globals.css";
import { FOCUS_RING } from "../ui/styles";

/** The site's title and description in `locale`; each page adds its own addresses (page-metadata.ts). */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "site" });
  return {
    title: { default: t("name"), template: `%s · ${t("name")}` },
    description: t("description"),
    applicationName: t("name"),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0a0a0a" },
  ],
};

/** Every page's html, header (with the language control), main and footer, in `locale`. */
export async function RootShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  const t = await getTranslations("layout");
  const site = await getTranslations("site");
  const report = await getTranslations("report");
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        {/* Client components anywhere on the page (the language control, localized links) get the locale;
            the error page of a check, a client component, gets its words here too. */}
        <ClientMessages namespaces={["checkError"]}>
          <a
            href="#main"
            className={`sr-only rounded bg-indigo-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ${FOCUS_RING}`}
          >
            {t("skipToContent")}
          </a>
          <header className="border-b border-neutral-200 dark:border-neutral-800 print:hidden">
            <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <Link href="/" className={`rounded text-lg font-semibold tracking-tight ${FOCUS_RING}`}>
                {site("name")}
              </Link>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <nav aria-label={t("siteNav")} className="flex gap-4">
                  {[
                    { href: "/", label: t("newCheck") },
                    { href: "/organizer", label: t("organizers") },
                  ].map((link) => (
                    <Link
                      key={link.href}
                      href={link.href}
                      className={`rounded text-sm whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline ${FOCUS_RING} dark:text-indigo-300`}
                    >
                      {link.label}
                    </Link>
                  ))}
                </nav>
                <LanguageControl label={t("language")} />
              </div>
            </div>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-8 print:p-0"
          >
            {children}
          </main>
          <footer className="border-t border-neutral-200 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400 print:hidden">
            <div className="mx-auto max-w-5xl space-y-1 px-4 py-4">
              <p>
                {t.rich("footerRules", {
                  rules: rulesVersionText(MTR_VERSION, report, locale),
                  scryfall: (chunks) => (
                    <a className="underline underline-offset-2" href="https://scryfall.com">
                      {chunks}
                    </a>
                  ),
                })}
              </p>
              <p>{t("footerUnofficial")}</p>
            </div>
          </footer>
        </ClientMessages>
      </body>
    </html>
  );
}
