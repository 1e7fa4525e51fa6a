import { healthResponse } from "@/lib/server/http/health";
import { services } from "@/lib/server/services";

export async function GET(): Promise<Response> {
  return healthResponse(services());
}
