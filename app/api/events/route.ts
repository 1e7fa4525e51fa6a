import { handleCreateEvent } from "@/server/http/events/event-handlers";
import { eventDependencies } from "@/server/http/events/event-services";

// As /api/validate, the events' API counts its own rate limit: Next.js would hold a proxied body whole first.
export async function POST(request: Request): Promise<Response> {
  return handleCreateEvent(request, eventDependencies());
}
