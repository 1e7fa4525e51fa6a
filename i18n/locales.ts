// The interface languages, framework-free: what the server layer (server/) and the translator may
// know of i18n, with no next-intl import (docs/development.md, Languages). routing.ts builds the URLs on them.
export const LOCALES = ["en", "es", "it", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in its own words, for the language control. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", it: "Italiano", ja: "日本語" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
