// @ts-check
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./server/http/security-headers.js";

// Messages are compiled at build time (icu-minify), so the browser gets a small formatter instead of
// intl-messageformat's parser: docs/performance.md, (e).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import("next").NextConfig} */
const nextConfig = {
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // scryfall-sdk optionally requires axios; keep it external so bundlers do not chase it. PGlite loads its
  // WASM and data files from its own folder, and pg optionally requires pg-native: both stay in node_modules.
  serverExternalPackages: ["scryfall-sdk", "@electric-sql/pglite", "pg"],
  // The events' migrations are read at run time (server/events/database.ts): a standalone build carries them.
  outputFileTracingIncludes: { "/api/events/**": ["./server/events/migrations/**"] },
  poweredByHeader: false,
  async headers() {
    // An event's pages carry keys in their URLs: no Referer ever sends them to another site (docs/organizers.md).
    const noReferrer = [{ key: "Referrer-Policy", value: "no-referrer" }];
    return [
      { source: "/:path*", headers: securityHeaders({ development: process.env.NODE_ENV === "development" }) },
      { source: "/events/:path*", headers: noReferrer },
      { source: "/:locale(es|it|ja)/events/:path*", headers: noReferrer },
      { source: "/api/events/:path*", headers: noReferrer },
    ];
  },
};

export default withNextIntl(nextConfig);
