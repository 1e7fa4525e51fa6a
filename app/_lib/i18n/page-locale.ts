import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/routing";

/**
 * The language of a page from its route: English pages (app/(en)) have no [locale] segment; the others
 * do, and a segment that names no language is a page that does not exist. Also tells next-intl, so
 * the page can render statically.
 */
export function pageLocale(params: { locale?: string }): Locale {
  const locale = params.locale ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
