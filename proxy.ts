// Next 16's request proxy (formerly middleware): the per-client rate limit on the report page and its
// OG image (DESIGN §3), which a page cannot answer with a 429 itself. It runs in the `next start`
// process on the Node.js runtime, so one limiter in module scope sees every request of that process.
// The API limits itself in its route handler (app/api/validate/route.ts), so its bodies skip the proxy.
import { NextResponse, type NextRequest } from "next/server";
import { limitedRoute, rateLimiterFromConfig, type RateLimiter, rejectOverLimit } from "@/lib/http/rate-limit";

let limiter: RateLimiter | undefined;

export function proxy(request: NextRequest): Response {
  limiter ??= rateLimiterFromConfig();
  const route = limitedRoute(request.nextUrl.pathname);
  return (route && rejectOverLimit(limiter, route, request.headers)) ?? NextResponse.next();
}

export const config = {
  matcher: ["/check", "/check/:path*"],
};
