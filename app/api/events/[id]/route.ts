import { handleChangeEvent, handleDeleteEvent, handleReadEvent } from "@/server/http/events/event-handlers";
import { eventDependencies } from "@/server/http/events/event-services";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleReadEvent(request, (await params).id, eventDependencies());
}

export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  return handleChangeEvent(request, (await params).id, eventDependencies());
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return handleDeleteEvent(request, (await params).id, eventDependencies());
}
