import { handleValidateRequest } from "@/server/http/validate-handler";
import { services } from "@/server/services";

// The API counts its own requests rather than through proxy.ts: Next.js would hold a proxied request's
// whole body before the route's 1 MB cap could refuse it.
export async function POST(request: Request): Promise<Response> {
  const { cardSource, limiter, deckLinks } = services();
  return handleValidateRequest(request, { cardSource, limiter, deckLinks });
}
