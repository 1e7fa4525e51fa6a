import { handleReadTeam, handleUpdateTeam } from "@/server/http/events/team-handlers";
import { eventDependencies } from "@/server/http/events/event-services";

type Context = { params: Promise<{ id: string; teamId: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id, teamId } = await params;
  return handleReadTeam(request, id, teamId, eventDependencies());
}

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  const { id, teamId } = await params;
  return handleUpdateTeam(request, id, teamId, eventDependencies());
}
