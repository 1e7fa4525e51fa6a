import { getCardSource } from "@/lib/cards/select-source";
import { handleValidateRequest } from "@/lib/http/validate-handler";
import { checkOffload } from "@/lib/offload/start-check-thread";

export async function POST(request: Request): Promise<Response> {
  return handleValidateRequest(request, { cardSource: getCardSource, offload: checkOffload()?.answer });
}
