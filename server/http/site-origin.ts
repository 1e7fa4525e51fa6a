import "server-only";
// The origin absolute links start with (the batch's CSV and QR codes, the report page's share link):
// SITE_URL when set, else the request's own host as the client or a reverse proxy named it.

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** A hostile or missing Host falls back to localhost rather than into a link. */
export function siteOrigin(headers: Pick<Headers, "get">, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwardedHost || headers.get("host") || "";
  const forwardedProto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol = forwardedProto === "https" ? "https" : "http";
  return HOST.test(host) ? `${protocol}://${host}` : "http://localhost:3000";
}
