// @ts-check

/** @type {import("next").NextConfig} */
const nextConfig = {
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // scryfall-sdk optionally requires axios; keep it external so bundlers do not chase it.
  serverExternalPackages: ["scryfall-sdk"],
  poweredByHeader: false,
};

export default nextConfig;
