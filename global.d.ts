// next-intl's types for this app: its locales and the English messages' keys, so a key, a locale or a
// namespace that does not exist fails the type check instead of showing nothing on a page.
import type { routing } from "@/i18n/routing";
import type en from "@/messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof en;
  }
}
