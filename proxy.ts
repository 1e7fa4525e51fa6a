// Next 16's request proxy (formerly middleware): the per-client rate limit on the API, the report
// page and its OG image (DESIGN §3). It runs in the `next start` process on the Node.js runtime,
// so one limiter in module scope sees every request of that process.
import { NextResponse, type NextRequest } from "next/server";
import { readConfig } from "@/lib/config";
import { RateLimiter, rejectOverLimit } from "@/lib/http/rate-limit";

let limiter: RateLimiter | undefined;

export function proxy(request: NextRequest): Response {
  limiter ??= new RateLimiter({ limit: readConfig().RATE_LIMIT_PER_MINUTE });
  return rejectOverLimit(limiter, request) ?? NextResponse.next();
}

export const config = {
  matcher: ["/api/validate", "/check", "/check/:path*"],
};
