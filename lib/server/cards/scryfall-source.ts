import "server-only";
// Live card data from the Scryfall API at SCRYFALL_API_URL.
// SDK decision: live lookups use our own fetch + zod client (scryfall-client.ts), not scryfall-sdk,
// because the SDK's base URL is a constant (no mirror or test server can stand in), Cards.collection
// never settles on a network error, it caches rejected promises for an hour and spaces requests
// wrongly (scryfall-sdk 5.0.3: Cards.collection never settles on a network error, and rejected promises are cached); the SDK stays for the bulk download's definition lookup.
//
// One check costs one /cards/collection request per 75 distinct names it has not seen lately.
// Names Scryfall does not find get suggestions from /cards/named?fuzzy= and /cards/autocomplete,
// for at most a few names per check so a pasted junk list cannot cost hundreds of requests.
// A suggestion is never applied: the line keeps its name and reports unknown-card (IPG 3.4).
import type { Card } from "@/lib/cards/card";
import { CardIndex } from "@/lib/cards/card-index";
import { foldName } from "@/lib/cards/name-key";
import { isDeckCard, toCard, type ScryfallCard } from "@/lib/cards/scryfall-card";
import { ScryfallClient, type ScryfallClientOptions } from "./scryfall-client";
import { ScryfallNameCache, type Lookup } from "./scryfall-name-cache";
import { isOutOfTime, type CardDataInfo, type CardSource, type NameResolution, type ResolveOptions } from "@/lib/cards/source";

export interface ScryfallSourceOptions extends ScryfallClientOptions {
  cache?: ScryfallNameCache;
  /** Everything one resolveNames call may take, under the 10 s a user waits for a check. */
  checkTimeoutMs?: number;
  /** How many unknown names per check get fuzzy and autocomplete lookups; the rest get no suggestions. */
  maxSuggestionLookups?: number;
}

const SUGGESTION_LIMIT = 5;
const CANDIDATE_LIMIT = 10;
/** Longer than any Oracle name (the longest is 141 characters): not worth a request. */
const LONGEST_NAME = 150;
const SPLIT_SEPARATOR = /\s*\/{1,3}\s*/;

const notFound = (suggestions: string[] = []): NameResolution => ({ status: "not-found", suggestions });

/** How `name` resolves among `cards`, by the same rules as the bulk source; null when none matches. */
function match(index: CardIndex, name: string): NameResolution | null {
  const cards = index.candidates(name);
  const [only] = cards;
  if (only && cards.length === 1) return { status: "found", card: only };
  if (cards.length > 1) return { status: "ambiguous", candidates: cards.map((card) => card.name).sort() };
  return null;
}

function deckCards(raw: readonly ScryfallCard[]): Card[] {
  return raw.filter(isDeckCard).map((card) => toCard(card));
}

/** "Struggle // Survive" → "Struggle"; null for a name with no split separator. */
function frontFace(name: string): string | null {
  const [front, ...rest] = name.split(SPLIT_SEPARATOR);
  return front && rest.length > 0 ? front : null;
}

export class ScryfallCardSource implements CardSource {
  readonly info: CardDataInfo = { source: "scryfall", updatedAt: null };
  private readonly client: ScryfallClient;
  private readonly cache: ScryfallNameCache;
  private readonly checkTimeoutMs: number;
  private readonly maxSuggestionLookups: number;

  constructor(options: ScryfallSourceOptions) {
    this.client = new ScryfallClient(options);
    this.cache = options.cache ?? new ScryfallNameCache();
    this.checkTimeoutMs = options.checkTimeoutMs ?? 9_000;
    this.maxSuggestionLookups = options.maxSuggestionLookups ?? 10;
  }

  async resolveNames(names: readonly string[], options: ResolveOptions = {}): Promise<Map<string, NameResolution>> {
    const deadline = this.client.now() + (options.budgetMs ?? this.checkTimeoutMs);
    const resolved = await this.cache.resolve(names, (toLookUp) => this.lookUp(toLookUp, deadline));
    return new Map(names.map((name) => [name, resolved.get(foldName(name)) ?? notFound()]));
  }

  private async lookUp(names: readonly string[], deadline: number): Promise<Map<string, Lookup>> {
    const lookups = new Map<string, Lookup>();
    const askable = names.filter((name) => {
      const length = foldName(name).length;
      return length > 0 && length <= LONGEST_NAME;
    });
    for (const name of names) lookups.set(name, { resolution: notFound(), cacheable: false });

    const found = deckCards(await this.client.collection(askable, deadline));
    let index = new CardIndex(found);
    // Scryfall's collection endpoint misses some multi-face cards by their full name
    // ("Struggle // Survive"), so misses with a split separator are asked again by their front face.
    const fronts = new Set(
      askable.filter((name) => !match(index, name)).flatMap((name) => frontFace(name) ?? []),
    );
    if (fronts.size > 0) {
      found.push(...deckCards(await this.client.collection([...fronts], deadline)));
      index = new CardIndex(found);
    }

    const missing: string[] = [];
    for (const name of askable) {
      const resolution = match(index, name);
      if (resolution) lookups.set(name, { resolution, cacheable: true });
      else missing.push(name);
    }
    const suggested = missing.slice(0, this.maxSuggestionLookups);
    await Promise.all(
      suggested.map(async (name) => {
        lookups.set(name, await this.suggest(name, deadline));
      }),
    );
    return lookups;
  }

  /**
   * Suggestions for a name the collection did not find. Fuzzy lookup may return a card; it is only
   * taken when it is the same card by our own name rules (e.g. "Jotun Grunt" for "Jötun Grunt"),
   * otherwise it is offered, never applied. Running out of time costs the suggestions, not the check.
   */
  private async suggest(name: string, deadline: number): Promise<Lookup> {
    try {
      const fuzzy = await this.client.fuzzy(name, deadline);
      const suggestions: string[] = [];
      if (fuzzy.kind === "card" && isDeckCard(fuzzy.card)) {
        const card = toCard(fuzzy.card);
        const same = match(new CardIndex([card]), name);
        if (same) return { resolution: same, cacheable: true };
        suggestions.push(card.name);
      }
      const completions = foldName(name).length >= 2 ? await this.client.autocomplete(name, deadline) : [];
      // Scryfall's fuzzy 404 says "ambiguous" when the name fits several cards; list them if we can.
      if (fuzzy.kind === "ambiguous" && completions.length >= 2) {
        return { resolution: { status: "ambiguous", candidates: completions.slice(0, CANDIDATE_LIMIT) }, cacheable: true };
      }
      const unique = [...new Set([...suggestions, ...completions])].slice(0, SUGGESTION_LIMIT);
      return { resolution: notFound(unique), cacheable: true };
    } catch (error) {
      if (isOutOfTime(error)) return { resolution: notFound(), cacheable: false };
      throw error;
    }
  }
}
