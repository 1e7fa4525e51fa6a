import { handleRegisterTeam } from "@/server/http/events/team-handlers";
import { eventDependencies } from "@/server/http/events/event-services";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleRegisterTeam(request, (await params).id, eventDependencies());
}
