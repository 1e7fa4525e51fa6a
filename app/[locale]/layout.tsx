import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RootShell, rootMetadata } from "@/app/_components/layout/root-shell";
import { DEFAULT_LOCALE, LOCALES, isLocale } from "@/i18n/routing";

export { viewport } from "@/app/_components/layout/root-shell";

type Params = Promise<{ locale: string }>;

// English lives at the unprefixed URLs (app/(en)); this tree serves /es, /it and /ja.
export function generateStaticParams() {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return rootMetadata(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

// A first segment that names no language ("/nope") renders English here; its page is the not-found page.
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale } = await params;
  return <RootShell locale={isLocale(locale) ? locale : DEFAULT_LOCALE}>{children}</RootShell>;
}
