import { getCardSource } from "@/lib/cards/select-source";
import { rateLimiterFromConfig, type RateLimiter } from "@/lib/http/rate-limit";
import { handleValidateRequest } from "@/lib/http/validate-handler";
import { checkOffload } from "@/lib/offload/start-check-thread";

// The API counts its own requests rather than through proxy.ts: Next.js would hold a proxied request's
// whole body before the route's 1 MB cap could refuse it, and its proxy step costs more than a check
// (README, Performance).
let limiter: RateLimiter | undefined;

export async function POST(request: Request): Promise<Response> {
  limiter ??= rateLimiterFromConfig();
  return handleValidateRequest(request, { cardSource: getCardSource, offload: checkOffload()?.answer, limiter });
}
