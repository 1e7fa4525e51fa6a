// Next 16's request proxy (formerly middleware): the per-client rate limit on the report page and its
// OG image (DESIGN §3), which a page cannot answer with a 429 itself. It runs in the `next start`
// process on the Node.js runtime and counts on the process's one limiter (lib/server/services.ts),
// which every instance shares through Redis when REDIS_URL is set.
// The API limits itself in its route handler (app/api/validate/route.ts), so its bodies skip the proxy.
import { NextResponse, type NextRequest } from "next/server";
import { limitedRoute, rejectOverLimit } from "@/lib/server/http/rate-limit";
import { services } from "@/lib/server/services";

export async function proxy(request: NextRequest): Promise<Response> {
  const route = limitedRoute(request.nextUrl.pathname);
  return (route && (await rejectOverLimit(services().limiter, route, request.headers))) ?? NextResponse.next();
}

export const config = {
  matcher: ["/check", "/check/:path*"],
};
