import { handleEventCsv } from "@/server/http/events/event-handlers";
import { eventDependencies } from "@/server/http/events/event-services";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleEventCsv(request, (await params).id, eventDependencies());
}
