import { healthResponse } from "@/server/http/health";
import { services } from "@/server/services";

export async function GET(): Promise<Response> {
  return healthResponse(services());
}
