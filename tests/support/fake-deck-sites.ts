// Stand-ins for Archidekt, Moxfield and Scryfall's deck export, on one node:http server on 127.0.0.1,
// each under its own path (`${url}/archidekt`, `/moxfield`, `/scryfall`: the app's ARCHIDEKT_URL,
// MOXFIELD_API_URL and SCRYFALL_API_URL). They answer from tests/fixtures/deck-links/ in the shapes
// docs/decklist-formats.md (Deck links) documents, plus the failures importers meet: a private deck,
// a missing one, a Cloudflare challenge, an answer that never comes, and one too large. Every request is logged.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/deck-links/${name}`, import.meta.url)), "utf8");

/** The decks each stand-in has, by the id its deck URL carries. */
export const DECK_IDS = {
  archidekt: {
    partners: "1001",
    sixty: "1002",
    private: "1003",
    missing: "1004",
    challenge: "1005",
    slow: "1006",
    oversized: "1007",
  },
  moxfield: { partners: "Pq7vL2xWn0RkT5aYbC3dEf", sixty: "Sx60dimirTempoDeck00001", private: "PrivateDeckMoxfield001" },
  scryfall: {
    partners: "3f0c7a52-6d1e-4b7a-9c55-0b1e2d3c4f50",
    sixty: "7e1d9a40-2b3c-4d5e-8f60-718293a4b5c6",
    missing: "00000000-0000-4000-8000-000000000000",
  },
} as const;

/** The deck pages a player pastes, for each deck above. */
export const DECK_LINKS = {
  archidektPartners: `https://archidekt.com/decks/${DECK_IDS.archidekt.partners}/ishai_tormod_lurrus`,
  archidektSixty: `https://archidekt.com/decks/${DECK_IDS.archidekt.sixty}/dimir_tempo`,
  archidektPrivate: `https://archidekt.com/decks/${DECK_IDS.archidekt.private}`,
  archidektMissing: `https://archidekt.com/decks/${DECK_IDS.archidekt.missing}`,
  archidektChallenge: `https://archidekt.com/decks/${DECK_IDS.archidekt.challenge}`,
  archidektSlow: `https://archidekt.com/decks/${DECK_IDS.archidekt.slow}`,
  archidektOversized: `https://archidekt.com/decks/${DECK_IDS.archidekt.oversized}`,
  moxfieldPartners: `https://moxfield.com/decks/${DECK_IDS.moxfield.partners}`,
  moxfieldSixty: `https://www.moxfield.com/decks/${DECK_IDS.moxfield.sixty}/primer`,
  moxfieldPrivate: `https://moxfield.com/decks/${DECK_IDS.moxfield.private}`,
  scryfallPartners: `https://scryfall.com/@alice_brews/decks/${DECK_IDS.scryfall.partners}`,
  scryfallSixty: `https://scryfall.com/@bob_plays/decks/${DECK_IDS.scryfall.sixty}`,
  scryfallMissing: `https://scryfall.com/@nobody/decks/${DECK_IDS.scryfall.missing}`,
} as const;

export interface DeckSiteRequest {
  site: "archidekt" | "moxfield" | "scryfall" | "other";
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

type Answer = { status: number; type: string; body: string; headers?: Record<string, string> } | "hold" | "oversized";

const json = (status: number, body: unknown): Answer => ({
  status,
  type: "application/json",
  body: JSON.stringify(body),
});
const notFound = json(404, { detail: "Not found." });
// Cloudflare's managed challenge, as it answers a client it does not trust.
const CHALLENGE: Answer = {
  status: 403,
  type: "text/html; charset=UTF-8",
  body: "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Enable JavaScript and cookies to continue</body></html>",
  headers: { "cf-mitigated": "challenge", "cf-ray": "8f0000000000-AMS" },
};
const OVERSIZED_BYTES = 3_000_000;

function answerOf(site: DeckSiteRequest["site"], path: string): Answer {
  const { archidekt, moxfield, scryfall } = DECK_IDS;
  if (site === "archidekt") {
    const id = /^\/api\/decks\/([^/]+)\/$/.exec(path)?.[1];
    if (id === archidekt.partners) return json(200, JSON.parse(fixture("archidekt-partners.json")));
    if (id === archidekt.sixty) return json(200, JSON.parse(fixture("archidekt-sixty.json")));
    if (id === archidekt.private) return json(403, { detail: "You do not have permission to perform this action." });
    if (id === archidekt.challenge) return CHALLENGE;
    if (id === archidekt.slow) return "hold";
    if (id === archidekt.oversized) return "oversized";
    return notFound;
  }
  if (site === "moxfield") {
    const id = /^\/v2\/decks\/all\/([^/]+)$/.exec(path)?.[1];
    if (id === moxfield.partners) return json(200, JSON.parse(fixture("moxfield-partners.json")));
    if (id === moxfield.sixty) return json(200, JSON.parse(fixture("moxfield-sixty.json")));
    if (id === moxfield.private) return json(403, { status: 403, title: "Forbidden", detail: "This deck is private." });
    return notFound;
  }
  if (site === "scryfall") {
    const id = /^\/decks\/([^/]+)\/export\/csv$/.exec(path)?.[1];
    const csv = (name: string): Answer => ({ status: 200, type: "text/csv; charset=utf-8", body: fixture(name) });
    if (id === scryfall.partners) return csv("scryfall-partners.csv");
    if (id === scryfall.sixty) return csv("scryfall-sixty.csv");
    return json(404, { object: "error", code: "not_found", status: 404, details: "No deck found." });
  }
  return notFound;
}

export interface FakeDeckSites {
  url: string;
  /** Every request, in order of arrival. */
  requests: DeckSiteRequest[];
  /** Resolves when a held request ("slow") is given up by its client. */
  abandoned(): Promise<void>;
  close(): Promise<void>;
}

/** Serves the stand-ins; `delayMs` holds each answer that long, as a distant site's would (the bench's 150 ms). */
export async function serveFakeDeckSites({ delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeDeckSites> {
  const requests: DeckSiteRequest[] = [];
  const abandonedListeners: (() => void)[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    // The request log for a stand-in in a process of its own (serve-fake-deck-sites.ts); not logged itself.
    if (url.pathname === "/__fake/requests") {
      response.writeHead(200, { "Content-Type": "application/json" });
      return void response.end(JSON.stringify(requests.map(({ site, path }) => ({ site, path }))));
    }
    const [, first = "", ...rest] = url.pathname.split("/");
    const site = (["archidekt", "moxfield", "scryfall"] as const).find((each) => each === first) ?? "other";
    const path = `/${rest.join("/")}`;
    requests.push({ site, path, headers: request.headers });
    const answer = answerOf(site, path);
    if (answer === "hold") {
      response.on("close", () => abandonedListeners.splice(0).forEach((listener) => listener()));
      return;
    }
    const send = () => {
      if (answer === "oversized") {
        response.writeHead(200, { "Content-Type": "application/json" });
        const piece = Buffer.alloc(64_000, " ");
        let sent = 0;
        const more = () => {
          while (sent < OVERSIZED_BYTES && !response.destroyed) {
            sent += piece.byteLength;
            if (!response.write(piece)) return void response.once("drain", more);
          }
          response.end();
        };
        response.on("error", () => undefined);
        return more();
      }
      response.writeHead(answer.status, { "Content-Type": answer.type, ...answer.headers });
      response.end(answer.body);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    abandoned: () => new Promise<void>((resolve) => abandonedListeners.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's environment pointing every deck site at the stand-ins. */
export function deckSitesEnv(url: string, { moxfieldUserAgent = "2HGDeckCheck-tests/1.0 (granted)" } = {}) {
  return {
    ARCHIDEKT_URL: `${url}/archidekt`,
    MOXFIELD_API_URL: `${url}/moxfield`,
    MOXFIELD_USER_AGENT: moxfieldUserAgent,
    SCRYFALL_API_URL: `${url}/scryfall`,
  };
}
