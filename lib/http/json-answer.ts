// An HTTP answer as its status and JSON text: what a check thread posts back (a Response cannot cross
// threads), and what the route turns into a Response.

export interface JsonAnswer {
  status: number;
  body: string;
}

export function jsonAnswer(status: number, value: unknown): JsonAnswer {
  return { status, body: JSON.stringify(value) };
}

export function jsonResponse({ status, body }: JsonAnswer, headers?: HeadersInit): Response {
  const all = new Headers(headers);
  all.set("content-type", "application/json");
  return new Response(body, { status, headers: all });
}
