// @ts-check
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/server/http/security-headers.js";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import("next").NextConfig} */
const nextConfig = {
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // scryfall-sdk optionally requires axios; keep it external so bundlers do not chase it.
  serverExternalPackages: ["scryfall-sdk"],
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ development: process.env.NODE_ENV === "development" }) }];
  },
};

export default withNextIntl(nextConfig);
