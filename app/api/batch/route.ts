import { handleBatchRequest } from "@/server/http/batch-handler";
import { services } from "@/server/services";

// Like /api/validate, the batch counts its own rate limit: Next.js would hold a proxied body whole first.
export async function POST(request: Request): Promise<Response> {
  const { cardSource, limiter, config, batchGate, deckLinks } = services();
  return handleBatchRequest(request, {
    cardSource,
    limiter,
    siteUrl: config.SITE_URL,
    gate: batchGate,
    deckLinks,
  });
}
