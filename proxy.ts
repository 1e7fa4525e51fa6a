// Next 16's request proxy (formerly middleware). Two jobs, in this order:
// 1. The per-client rate limit on the report page and its OG image (docs/api.md, Errors and limits),
//    which a page cannot answer with a 429 itself, in every language (/check, /ja/check, …). It counts
//    on the process's one limiter (server/services.ts), shared through Redis when REDIS_URL is set.
//    The API limits itself in its route handler (app/api/validate/route.ts), so its bodies skip the proxy.
// 2. The interface language (docs/development.md, Languages): next-intl's middleware sends a visit without a
//    prefix to the saved or Accept-Language choice and serves the unprefixed URLs in English.
import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { limitedRoute, rejectOverLimit } from "@/server/http/rate-limit";
import { services } from "@/server/services";
import { LOCALES, routing } from "@/i18n/routing";

const intl = createIntlMiddleware(routing);

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join("|")})(?=/|$)`);

/** "/ja/check" → "/check": the rate limit counts a page the same in every language. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, "") || "/";
}

/**
 * English pages live at their own unprefixed routes (app/(en)), so the page next-intl would rewrite to
 * (/en/…) is the page asked for: answer it as it is, with the cookie and Link headers next-intl set.
 * A rewrite under `next start -H 127.0.0.1` would go over the network back to this server and loop
 * (vercel/next.js#94745).
 */
function withoutRewrite(response: NextResponse): NextResponse {
  if (!response.headers.has("x-middleware-rewrite")) return response;
  const passed = NextResponse.next({ headers: response.headers });
  passed.headers.delete("x-middleware-rewrite");
  return passed;
}

export async function proxy(request: NextRequest): Promise<Response> {
  const route = limitedRoute(withoutLocale(request.nextUrl.pathname));
  const refused = route && (await rejectOverLimit(services().limiter, route, request.headers));
  return refused || withoutRewrite(intl(request));
}

export const config = {
  // Every page; not the API, Next's own files, or files such as /icon.svg and /organizer/sample.csv.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
