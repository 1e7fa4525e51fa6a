// use-intl's core translator over any language's messages, typed as the wording functions take it
// (i18n/problem-text.ts, Translate): the server passes a whole messages file, the browser the
// namespaces its page sent (app/_components/ui/client-messages.tsx).
import { createTranslator } from "use-intl/core";
import type { HasKey, Translate } from "./problem-text";
import type { Locale } from "./locales";

/** A language's messages, or part of them. */
export type LanguageMessages = Record<string, unknown>;

/** t for one namespace ("formats", "cards.fix"), with its `has` for keys built from values. */
export function translatorOf(
  locale: Locale,
  messages: LanguageMessages,
  namespace: string,
): Translate & { has: HasKey } {
  const t = createTranslator({ locale, messages: messages as never, namespace: namespace as never }) as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    has: HasKey;
  };
  const translate: Translate = (key, values) => t(key, values);
  return Object.assign(translate, { has: (key: string) => t.has(key) });
}
