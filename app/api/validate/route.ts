import { getCardSource } from "@/lib/cards/select-source";
import { handleValidateRequest } from "@/lib/http/validate-handler";

export async function POST(request: Request): Promise<Response> {
  return handleValidateRequest(request, { cardSource: getCardSource });
}
