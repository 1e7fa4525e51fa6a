import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Gives the client components inside only the message namespaces they use, so a page sends the
 * browser those words and no others (docs/development.md, Languages).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const messages = Object.fromEntries(namespaces.filter((name) => name in all).map((name) => [name, all[name]]));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
