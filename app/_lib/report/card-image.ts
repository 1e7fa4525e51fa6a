// Card images for the hover preview come only from Scryfall's current image host, the one the
// Content-Security-Policy allows. Older bulk data points at retired hosts (img.scryfall.com) that
// no longer answer; such cards get no preview rather than a broken image and a CSP report.
const IMAGE_ORIGIN = "https://cards.scryfall.io/";

export function previewImageUrl(url: string | null | undefined): string | null {
  return url?.startsWith(IMAGE_ORIGIN) ? url : null;
}
