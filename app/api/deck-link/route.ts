import { handleDeckLinkRequest } from "@/server/http/deck-link-handler";
import { services } from "@/server/services";

export async function POST(request: Request): Promise<Response> {
  const { deckLinks, limiter } = services();
  return handleDeckLinkRequest(request, { deckLinks, limiter });
}
