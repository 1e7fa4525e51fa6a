// English at today's unprefixed URLs (docs/development.md, Languages). Its pages are those of app/[locale] without
// the segment, so English needs no rewrite in the proxy (a rewrite under `next start -H 127.0.0.1`
// is sent over the network back to the server: vercel/next.js#94745).
import type { ReactNode } from "react";
import { RootShell, rootMetadata } from "@/app/_components/layout/root-shell";
import { DEFAULT_LOCALE } from "@/i18n/routing";

export { viewport } from "@/app/_components/layout/root-shell";

export function generateMetadata() {
  return rootMetadata(DEFAULT_LOCALE);
}

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootShell locale={DEFAULT_LOCALE}>{children}</RootShell>;
}
