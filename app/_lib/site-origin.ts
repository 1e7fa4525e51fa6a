import "server-only";
import { headers } from "next/headers";
import { readConfig } from "@/lib/server/config";

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The origin absolute links use: SITE_URL when set, else the request's own host (a hostile Host falls back to localhost). */
export async function siteOrigin(): Promise<string> {
  const { SITE_URL } = readConfig();
  if (SITE_URL) return new URL(SITE_URL).origin;
  const requestHeaders = await headers();
  const forwardedHost = requestHeaders.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwardedHost || requestHeaders.get("host") || "";
  const forwardedProto = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol = forwardedProto === "https" ? "https" : "http";
  return HOST.test(host) ? `${protocol}://${host}` : "http://localhost:3000";
}
