// Reading the `d` parameter of a share link out of a URL. Version 1 payloads (lz-string) can hold
// "+", which query parsing reads as a space; a payload never contains a space, so spaces are turned
// back into "+" for version 1 links pasted unencoded. Writing links is lib/share.ts (encodeShare).

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
