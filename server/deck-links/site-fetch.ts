import "server-only";
// The one way a deck is fetched from a site (docs/hosting.md, Deck links): only the base URL the
// environment names, a path built from the deck id, no redirect followed off the site, a time limit
// and a size cap read as a stream. A Cloudflare challenge or a 403 is the site refusing us, not a bad list.
import type { DeckLinkFailure } from "@/lib/deck-links/deck-link";

export interface SiteRequest {
  /** The site's base URL (ARCHIDEKT_URL, MOXFIELD_API_URL, SCRYFALL_API_URL). */
  baseUrl: string;
  /** Built from the deck id by the reader, relative to the base ("api/decks/123/"). */
  path: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
}

export type SiteAnswer =
  { ok: true; text: string; contentType: string; readAt: Date } | { ok: false; failure: DeckLinkFailure };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
/** Redirects followed within the site's own origin (Archidekt's trailing slash), never further. */
const MAX_REDIRECTS = 2;

/** The base URL, when it may be fetched: https, or http to this machine (the tests' stand-ins). */
export function allowedBase(baseUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === "https:") return url;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname) ? url : undefined;
}

// Cloudflare's challenge and block pages ("Just a moment...", "Attention Required!", "Sorry, you have
// been blocked"): docs/decklist-formats.md, Deck links.
const CHALLENGE = /just a moment|attention required|you have been blocked|cf-chl|challenge-platform/i;

function isChallenge(headers: Headers, text: string): boolean {
  return headers.get("cf-mitigated") === "challenge" || CHALLENGE.test(text.slice(0, 20_000));
}

/** The body as text, or "too-large" past `maxBytes` (the rest is never read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | "too-large"> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return "too-large";
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The failure a non-2xx answer stands for. */
function failureOf(status: number, headers: Headers, text: string): DeckLinkFailure {
  if (isChallenge(headers, text)) return "deck-link-refused";
  if (status === 404 || status === 410) return "deck-link-not-found";
  if (status === 401) return "deck-link-private";
  // A site's own JSON 403 is a deck its owner keeps private (Moxfield); any other 403 is the site refusing us.
  if (status === 403)
    return (headers.get("content-type") ?? "").includes("json") ? "deck-link-private" : "deck-link-refused";
  if (status === 429) return "deck-link-refused";
  return "deck-link-unreadable";
}

export async function fetchFromSite(request: SiteRequest): Promise<SiteAnswer> {
  const base = allowedBase(request.baseUrl);
  if (!base) return { ok: false, failure: "deck-link-unsupported" };
  let url = new URL(request.path, base);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, { headers: request.headers, redirect: "manual", signal: controller.signal });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        const next = location ? new URL(location, url) : undefined;
        if (!next || next.origin !== base.origin || redirects >= MAX_REDIRECTS)
          return { ok: false, failure: "deck-link-unreadable" };
        url = next;
        continue;
      }
      const text = await readCapped(response, request.maxBytes);
      if (text === "too-large") return { ok: false, failure: "deck-link-too-large" };
      if (!response.ok) return { ok: false, failure: failureOf(response.status, response.headers, text) };
      const contentType = response.headers.get("content-type") ?? "";
      if (contentType.includes("html") && isChallenge(response.headers, text))
        return { ok: false, failure: "deck-link-refused" };
      return { ok: true, text, contentType, readAt: new Date() };
    }
  } catch {
    return { ok: false, failure: controller.signal.aborted ? "deck-link-timeout" : "deck-link-unreadable" };
  } finally {
    clearTimeout(timer);
  }
}
