// The interface languages and how URLs carry them (docs/development.md, Languages): English at the unprefixed
// URLs, the others under /es, /it, /ja; a visit without a prefix goes to the reader's saved choice
// (the NEXT_LOCALE cookie), else to their Accept-Language.
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // A chosen language sticks across visits, not only for the browser session.
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});
