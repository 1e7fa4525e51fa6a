// A deck link: a box or cell whose only text is a URL of a deck site (docs/decklist-formats.md, Deck links).
// Recognizing one knows no network: the server reads the deck from the id alone (server/deck-links/),
// never from the URL as typed, so nothing the player wrote but the id reaches a request.

/** Sites the server reads decks from. */
export const DECK_SITES = ["archidekt", "moxfield", "scryfall"] as const;
export type DeckSite = (typeof DECK_SITES)[number];

/** Sites known to refuse servers (a Cloudflare challenge, no API): their links are recognized and refused with what to do instead. */
export const REFUSING_SITES = ["mtggoldfish", "deckstats", "aetherhub", "tappedout"] as const;
export type RefusingSite = (typeof REFUSING_SITES)[number];

export type AnySite = DeckSite | RefusingSite;

/** Why a deck link gave no deck: public codes (docs/api.md), never renamed. */
export const DECK_LINK_FAILURES = [
  "deck-link-unsupported",
  "deck-link-not-found",
  "deck-link-private",
  "deck-link-refused",
  "deck-link-timeout",
  "deck-link-too-large",
  "deck-link-unreadable",
  "deck-link-needs-permission",
] as const;
export type DeckLinkFailure = (typeof DECK_LINK_FAILURES)[number];

export type RecognizedLink =
  /** `owner`: Scryfall's deck pages name their owner ("@user"), which its export does not give back. */
  | { kind: "deck"; site: DeckSite; deckId: string; owner?: string }
  /** A known site that refuses servers: `deck-link-refused` without a request. */
  | { kind: "refused-site"; site: RefusingSite }
  /** A URL of no deck site we know, or of a known site but no deck page. */
  | { kind: "unsupported" };

// Text that is one URL and nothing else (blank lines and spaces around it aside). Bounded: a list is
// never a link once it has a space or a line break inside.
const ONLY_A_URL = /^\s*(https?:\/\/[^\s]{1,2000})\s*$/i;

/** The URL a box or cell holds when its only text is a link; undefined for a list. */
export function linkInText(text: string): string | undefined {
  return ONLY_A_URL.exec(text)?.[1];
}

type Matcher = { hosts: readonly string[]; path: RegExp };

// The deck id is the one thing taken from a link (docs/decklist-formats.md, Deck links; the id shapes
// from the sites' URLs as importers read them).
const DECK_PATHS: Record<DeckSite, Matcher> = {
  archidekt: { hosts: ["archidekt.com", "www.archidekt.com"], path: /^\/decks\/(\d{1,12})(?:\/|$)/ },
  moxfield: { hosts: ["moxfield.com", "www.moxfield.com"], path: /^\/decks\/([A-Za-z0-9_-]{1,64})(?:\/|$)/ },
  scryfall: {
    hosts: ["scryfall.com", "www.scryfall.com"],
    path: /^\/@([A-Za-z0-9_.-]{1,64})\/decks\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i,
  },
};

const REFUSING_HOSTS: Record<RefusingSite, readonly string[]> = {
  mtggoldfish: ["mtggoldfish.com", "www.mtggoldfish.com"],
  deckstats: ["deckstats.net", "www.deckstats.net"],
  aetherhub: ["aetherhub.com", "www.aetherhub.com"],
  tappedout: ["tappedout.net", "www.tappedout.net"],
};

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

/** What a link points at: a deck of a site we read, a site that refuses servers, or nothing we read. */
export function recognizeDeckLink(text: string): RecognizedLink {
  const url = parseUrl(text);
  // A link with user info or a port is not a deck page of any site: nothing is read from it.
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port)
    return { kind: "unsupported" };
  const host = url.hostname.toLowerCase();
  for (const site of DECK_SITES) {
    const matcher = DECK_PATHS[site];
    if (!matcher.hosts.includes(host)) continue;
    const match = matcher.path.exec(url.pathname);
    if (!match) return { kind: "unsupported" };
    if (site !== "scryfall") return { kind: "deck", site, deckId: match[1]! };
    return { kind: "deck", site, deckId: match[2]!.toLowerCase(), owner: match[1]! };
  }
  for (const site of REFUSING_SITES) if (REFUSING_HOSTS[site].includes(host)) return { kind: "refused-site", site };
  return { kind: "unsupported" };
}

/** The deck's own page, built from its id: what a report links back to (never the URL as typed). */
export function deckPageUrl({ site, deckId, owner }: { site: DeckSite; deckId: string; owner?: string }): string {
  switch (site) {
    case "archidekt":
      return `https://archidekt.com/decks/${deckId}`;
    case "moxfield":
      return `https://moxfield.com/decks/${deckId}`;
    case "scryfall":
      return `https://scryfall.com/@${owner ?? ""}/decks/${deckId}`;
  }
}
