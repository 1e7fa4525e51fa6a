import "server-only";
import type { Metadata } from "next";
import { readConfig } from "@/server/config";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";

/**
 * A page's address in every language (hreflang alternates; the unprefixed English one is the
 * x-default) and its canonical one in the reader's language. `path` is the English path, with its
 * query when the query is the page ("/check?d=…"). Absolute from SITE_URL when set; relative
 * otherwise, so static pages stay static (the proxy's Link header names them absolutely too).
 */
export function pageMetadata(locale: string, path: string): Pick<Metadata, "alternates" | "metadataBase"> {
  const current = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const siteUrl = readConfig().SITE_URL;
  const [pathname = "/", query] = path.split("?", 2);
  const at = (locale: Locale) => getPathname({ href: pathname, locale }) + (query ? `?${query}` : "");
  return {
    ...(siteUrl ? { metadataBase: new URL(siteUrl) } : {}),
    alternates: {
      canonical: at(current),
      languages: {
        ...Object.fromEntries(LOCALES.map((target) => [target, at(target)])),
        "x-default": at(DEFAULT_LOCALE),
      },
    },
  };
}
