import "server-only";
import { headers } from "next/headers";
import { readConfig } from "@/server/config";
import { siteOrigin as originOf } from "@/server/http/site-origin";

/** The origin absolute links use on this request's pages. */
export async function siteOrigin(): Promise<string> {
  return originOf(await headers(), readConfig().SITE_URL);
}
