import "server-only";
// GET /api/health, for load balancers and uptime checks (docs/api.md, GET /api/health): 200 while this instance can
// answer checks (its card data is ready), 503 while it cannot. "degraded" when it cannot, or when
// REDIS_URL is set and Redis does not answer: checks are then answered from this instance alone.
import type { CardDataInfo, CardSource } from "@/lib/cards/source";
import type { RedisStatus } from "../redis/link";

export interface HealthDependencies {
  cardSource: () => Promise<CardSource>;
  redisStatus: () => Promise<RedisStatus>;
}

export interface Health {
  status: "ok" | "degraded";
  cardData: CardDataInfo | { error: string };
  redis: RedisStatus;
}

async function cardDataHealth(cardSource: () => Promise<CardSource>): Promise<Health["cardData"]> {
  try {
    return (await cardSource()).info;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export async function healthResponse(dependencies: HealthDependencies): Promise<Response> {
  const [cardData, redis] = await Promise.all([cardDataHealth(dependencies.cardSource), dependencies.redisStatus()]);
  const ready = !("error" in cardData);
  const health: Health = { status: ready && redis !== "down" ? "ok" : "degraded", cardData, redis };
  return Response.json(health, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
