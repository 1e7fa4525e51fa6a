import "server-only";
// Headers Scryfall requires on every request, shared by the live client and the bulk download.
// "All HTTP requests to api.scryfall.com must include a User-Agent header and an Accept header";
// "Do not allow HTTP libraries to choose the header for you" (https://scryfall.com/docs/api).
import packageJson from "@/package.json" with { type: "json" };

export const APP_NAME = "2HGDeckCheck";
export const APP_VERSION: string = packageJson.version;
export const SCRYFALL_USER_AGENT = `${APP_NAME}/${APP_VERSION}`;

export const SCRYFALL_ACCEPT = "application/json;q=0.9,*/*;q=0.8";

export function scryfallHeaders(userAgent = SCRYFALL_USER_AGENT): Record<string, string> {
  return { "User-Agent": userAgent, Accept: SCRYFALL_ACCEPT };
}

/** `path` under `apiUrl`, keeping any path prefix a mirror or proxy puts before the API. */
export function scryfallUrl(apiUrl: string, path: string): URL {
  return new URL(path, apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`);
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date; Scryfall documents a 30 s block when absent. */
export function retryAfterMs(header: string | null, now: number): number {
  const DEFAULT_MS = 30_000;
  if (!header) return DEFAULT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  // An HTTP date always names its weekday and month; Date.parse alone would read "-3" as a year.
  const date = /[a-z]{3}/i.test(header) ? Date.parse(header) : NaN;
  return Number.isNaN(date) ? DEFAULT_MS : Math.max(0, date - now);
}
