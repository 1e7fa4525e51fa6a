import "server-only";
// Reads a request body with a hard byte cap, so an oversized body is refused before it is parsed
// (and before it is all in memory), whether or not the client sent an honest Content-Length.
import { apiError } from "./api-error";

export type BodyResult = { ok: true; text: string } | { ok: false; reason: "too-large" | "unreadable" };

export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/** The API's answer to a body it did not take: 413 over the cap, 400 when it could not be read. */
export function bodyRefusal(reason: "too-large" | "unreadable", maxBytes: number): Response {
  return reason === "too-large"
    ? apiError("too-large", `The request body is over ${maxBytes / 1_000_000} MB.`)
    : apiError("bad-request", "body: the request body could not be read.");
}
