// Share links as URLs. lz-string's URI-safe alphabet includes "+", which query parsing reads as a
// space; so links are written with the parameter percent-encoded, and a read parameter gets its
// spaces turned back into "+" (a payload never contains a space) for links pasted unencoded.
import type { SharedCheck } from "../share";
import { encodeShare, shareUrl } from "../share";

export function shareParamFromQuery(value: string | undefined): string | undefined {
  return value?.replace(/ /g, "+");
}

/** The `d` parameter inside a "/check?d=…" path such as TeamReport.share. */
export function shareParamOf(path: string | null): string | null {
  if (!path) return null;
  const query = path.indexOf("?");
  if (query < 0) return null;
  const value = new URLSearchParams(path.slice(query + 1)).get("d");
  return shareParamFromQuery(value ?? undefined) ?? null;
}

export function withShareParam(pathname: string, param: string): string {
  return `${pathname}?d=${encodeURIComponent(param)}`;
}

/** "/check?d=…" for a check, or null when its lists are too long for a link. */
export function checkHref(check: SharedCheck): string | null {
  return shareUrl(check) ? withShareParam("/check", encodeShare(check)) : null;
}

/** "/?d=…": the form, filled with the check's lists. */
export function editHref(check: SharedCheck): string {
  return shareUrl(check) ? withShareParam("/", encodeShare(check)) : "/";
}
