import type { Metadata, Viewport } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { MTR_VERSION } from "@/lib/formats";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "2HG Deck Check", template: "%s · 2HG Deck Check" },
  description:
    "Check a Two-Headed Giant team's two decklists against the Magic Tournament Rules: every problem, the team table and a link to share.",
  applicationName: "2HG Deck Check",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0a0a0a" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <a
          href="#main"
          className="sr-only rounded bg-indigo-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
        >
          Skip to content
        </a>
        <header className="border-b border-neutral-200 dark:border-neutral-800 print:hidden">
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
            <Link
              href="/"
              className="rounded text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              2HG Deck Check
            </Link>
            <nav aria-label="Site" className="flex gap-4">
              {[
                { href: "/", label: "New check" },
                { href: "/organizer", label: "Organizers" },
              ].map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="rounded text-sm whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-8 print:p-0">
          {children}
        </main>
        <footer className="border-t border-neutral-200 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400 print:hidden">
          <div className="mx-auto max-w-5xl space-y-1 px-4 py-4">
            <p>
              Rules: {MTR_VERSION}. Card data from{" "}
              <a className="underline underline-offset-2" href="https://scryfall.com">
                Scryfall
              </a>
              .
            </p>
            <p>
              Unofficial fan tool, not affiliated with Wizards of the Coast. The Head Judge of your event has the
              final word.
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
