import "server-only";
// Live card data from the Scryfall API at SCRYFALL_API_URL.
// SDK decision: live lookups use our own fetch + zod client (scryfall-client.ts), not scryfall-sdk,
// because the SDK's base URL is a constant (no mirror or test server can stand in), Cards.collection
// never settles on a network error, it caches rejected promises for an hour and spaces requests
// wrongly (scryfall-sdk 5.0.3: Cards.collection never settles on a network error, and rejected promises are cached); the SDK stays for the bulk download's definition lookup.
//
// One check costs one /cards/collection request per 75 distinct names it has not seen lately (a line
// with a set and number is asked by its printing), and names the collection does not find one
// /cards/search per 1,000 characters of OR-ed names, for printed names in other languages. A check for an
// event date also searches the oldest printing of each card Scryfall answered only by a newer reprint.
// Names Scryfall does not find get suggestions from Scryfall's card-name catalog, asked once a day
// (scryfall-catalog.ts); while it cannot be had, from /cards/named?fuzzy= and /cards/autocomplete, for
// at most a few names per check so a pasted junk list cannot cost hundreds of requests.
// A suggestion is never applied: the line keeps its name and reports unknown-card (IPG 3.4).
import { LRUCache } from "lru-cache";
import type { Card } from "@/lib/cards/card";
import { CardIndex } from "@/lib/cards/card-index";
import { readLookupName } from "@/lib/cards/lookup-name";
import { foldName, splitFaces } from "@/lib/cards/name-key";
import { isDeckCard, oracleIdOf, releaseDayOf, toCard, type ScryfallCard } from "@/lib/cards/scryfall-card";
import { SEARCH_QUERY_LIMIT, ScryfallClient, type ScryfallClientOptions } from "./scryfall-client";
import { ScryfallCatalog, type CatalogNames, type CatalogOptions } from "./scryfall-catalog";
import { ScryfallNameCache, cacheKey, type Lookup } from "./scryfall-name-cache";
import {
  isOutOfTime,
  type CardDataInfo,
  type CardSource,
  type NameResolution,
  type ResolveOptions,
} from "@/lib/cards/source";

export interface ScryfallSourceOptions extends ScryfallClientOptions {
  cache?: ScryfallNameCache;
  /** Everything one resolveNames call may take, under the 10 s a user waits for a check. */
  checkTimeoutMs?: number;
  /** How many unknown names per check get fuzzy and autocomplete lookups; the rest get no suggestions. */
  maxSuggestionLookups?: number;
  /**
   * Keep Scryfall's card-name catalog and suggest from it (scryfall-catalog.ts), with these options;
   * without it, or while it cannot be had, unknown names get fuzzy and autocomplete requests.
   */
  catalog?: CatalogOptions;
}

/**
 * Scryfall answers a basic land by its newest set, but every one was out before any date a team may give
 * (Wastes, the last, in 2016; lib/legality/ban-log's coverage starts in 2023): never worth a search.
 */
const isBasicLand = (card: Card) => card.faces.some((face) => face.typeLine.startsWith("Basic "));

interface FirstRelease {
  releasedAt?: string;
}

const SUGGESTION_LIMIT = 5;
const CANDIDATE_LIMIT = 10;
/** Longer than any Oracle name (the longest is 141 characters): not worth a request. */
const LONGEST_NAME = 150;

const notFound = (suggestions: string[] = []): NameResolution => ({ status: "not-found", suggestions });

/** How `lookup` resolves among the cards Scryfall answered, by the one resolve of every source; null when none matches. */
const match = (index: CardIndex, lookup: string): NameResolution | null => index.match(lookup);

const LATIN_LETTER = /[a-z]/i;

/** "4bb/208" → the collection identifier of that printing. */
function printingIdentifier(printing: string): { set: string; collector_number: string } {
  const slash = printing.indexOf("/");
  return { set: printing.slice(0, slash), collector_number: printing.slice(slash + 1) };
}

/**
 * Exact-name terms (`!"稲妻"`) OR-ed into as few queries as fit under Scryfall's 1,000 characters; the
 * app matches the results' printed names itself, since exact matching on other languages is not documented.
 */
export function searchQueries(names: readonly string[]): string[] {
  const queries: string[] = [];
  let terms: string[] = [];
  let length = 0;
  for (const name of names) {
    const term = `!"${name.replaceAll('"', "")}"`;
    if (terms.length > 0 && length + term.length + 4 > SEARCH_QUERY_LIMIT - 2) {
      queries.push(`(${terms.join(" or ")})`);
      terms = [];
      length = 0;
    }
    terms.push(term);
    length += term.length + 4;
  }
  if (terms.length > 0) queries.push(`(${terms.join(" or ")})`);
  return queries;
}

/** Our cards for Scryfall's; one answered only by a reprint keeps that printing's date as `printedAt`. */
function deckCards(raw: readonly ScryfallCard[]): Card[] {
  return raw.filter(isDeckCard).map((printing) => {
    const card = toCard(printing);
    const printedAt = releaseDayOf(printing);
    return card.releasedAt === undefined && printedAt !== null ? { ...card, printedAt } : card;
  });
}

/** "Struggle // Survive" → "Struggle"; null for a name with no split separator. */
function frontFace(name: string): string | null {
  const [front, ...rest] = splitFaces(name);
  return front && rest.length > 0 ? front : null;
}

export class ScryfallCardSource implements CardSource {
  readonly info: CardDataInfo = { source: "scryfall", updatedAt: null };
  private readonly client: ScryfallClient;
  private readonly cache: ScryfallNameCache;
  private readonly checkTimeoutMs: number;
  private readonly maxSuggestionLookups: number;
  private readonly catalog: ScryfallCatalog | null;
  /** Each card's first release date by its Oracle id, as a search answered it (`{}`: the search did not say). */
  private readonly firstReleases: LRUCache<string, FirstRelease, () => Promise<FirstRelease | undefined>>;

  constructor(options: ScryfallSourceOptions) {
    this.client = new ScryfallClient(options);
    this.catalog = options.catalog ? new ScryfallCatalog(this.client, options.catalog) : null;
    this.cache = options.cache ?? new ScryfallNameCache();
    this.checkTimeoutMs = options.checkTimeoutMs ?? 9_000;
    this.maxSuggestionLookups = options.maxSuggestionLookups ?? 10;
    this.firstReleases = new LRUCache({
      max: 5_000,
      ttl: 24 * 60 * 60 * 1000,
      fetchMethod: (_oracleId, _stale, { context }) => context(),
    });
  }

  async resolveNames(names: readonly string[], options: ResolveOptions = {}): Promise<Map<string, NameResolution>> {
    const deadline = this.client.now() + (options.budgetMs ?? this.checkTimeoutMs);
    // Asked (when missing or a day old) beside the check's first request, so it is there for its misses.
    this.catalog?.current(deadline);
    const resolved = await this.cache.resolve(names, (toLookUp) => this.lookUp(toLookUp, deadline));
    const answers = new Map(names.map((name) => [name, resolved.get(cacheKey(name)) ?? notFound()]));
    if (options.releasedBy !== undefined) await this.dateFirstPrintings(answers, options.releasedBy, deadline);
    return answers;
  }

  /**
   * Gives `releasedAt` to each found card Scryfall answered only with a reprint released after `releasedBy`:
   * that card may not have been out on the event's day (MTR 3.7), so its first printing is asked, one
   * search a card, remembered like a name. Running out of time leaves the card undated (counted released).
   */
  private async dateFirstPrintings(
    answers: Map<string, NameResolution>,
    releasedBy: string,
    deadline: number,
  ): Promise<void> {
    const undated = new Map<string, Card>();
    for (const resolution of answers.values())
      if (
        resolution.status === "found" &&
        resolution.card.releasedAt === undefined &&
        resolution.card.printedAt !== undefined &&
        resolution.card.printedAt > releasedBy &&
        !isBasicLand(resolution.card)
      )
        undated.set(resolution.card.oracleId, resolution.card);
    if (undated.size === 0) return;
    const dated = new Map<string, string>();
    await Promise.all(
      [...undated].map(async ([oracleId, card]) => {
        const first = await this.firstReleases.fetch(oracleId, { context: () => this.firstRelease(card, deadline) });
        if (first?.releasedAt !== undefined) dated.set(oracleId, first.releasedAt);
      }),
    );
    for (const [name, resolution] of answers) {
      const releasedAt = resolution.status === "found" ? dated.get(resolution.card.oracleId) : undefined;
      if (resolution.status === "found" && releasedAt !== undefined)
        answers.set(name, { ...resolution, card: { ...resolution.card, releasedAt } });
    }
  }

  /** The earliest release date among `card`'s printings, by one search; undefined (not remembered) when out of time. */
  private async firstRelease(card: Card, deadline: number): Promise<FirstRelease | undefined> {
    try {
      const printings = await this.client.oldestPrintings(card.name, deadline);
      const days = printings.flatMap((printing) =>
        oracleIdOf(printing) === card.oracleId ? (releaseDayOf(printing) ?? []) : [],
      );
      return days.length > 0 ? { releasedAt: days.reduce((a, b) => (b < a ? b : a)) } : {};
    } catch (error) {
      if (isOutOfTime(error)) return undefined;
      throw error;
    }
  }

  private async lookUp(lookups: readonly string[], deadline: number): Promise<Map<string, Lookup>> {
    const answers = new Map<string, Lookup>();
    for (const lookup of lookups) answers.set(lookup, { resolution: notFound(), cacheable: false });
    const queries = lookups
      .map((lookup) => ({ lookup, ...readLookupName(lookup) }))
      .filter(({ name }) => {
        const length = foldName(name).length;
        return length > 0 && length <= LONGEST_NAME;
      });

    // One collection for all: a line that names its printing by that printing (the set and number name
    // one card in any language), any other by its name.
    const found = deckCards(
      await this.client.collection(
        queries.map(({ name, printing }) => (printing ? printingIdentifier(printing) : name)),
        deadline,
      ),
    );
    let index = new CardIndex(found);
    // By name again: Scryfall's collection misses some multi-face cards by their full name ("Struggle //
    // Survive"), asked by their front face; and a line written in Latin letters whose printing's card
    // does not bear its name, since an English name wins over the printing (a mistyped number).
    // With the catalog, a name it holds folded alike ("Lorien Revealed") is asked as the catalog writes it.
    const catalog = this.catalog?.current(deadline) ?? null;
    const byName = new Set<string>();
    for (const { lookup, name, printing } of queries) {
      if (!LATIN_LETTER.test(name) || match(index, printing === undefined ? lookup : name)) continue;
      const asCatalogWrites = catalog?.exact(name);
      if (asCatalogWrites && asCatalogWrites !== name) byName.add(asCatalogWrites);
      else byName.add(printing === undefined ? (frontFace(name) ?? "") : name);
    }
    byName.delete("");
    if (byName.size > 0) {
      found.push(...deckCards(await this.client.collection([...byName], deadline)));
      index = new CardIndex(found);
    }
    // Names in other languages: printed names are found only by a search with every language in scope.
    const unresolved = queries.filter(({ lookup }) => !match(index, lookup));
    let searched = true;
    if (unresolved.length > 0) {
      const printed = await this.searchPrintedNames(
        unresolved.map(({ name }) => name),
        deadline,
      );
      searched = printed.complete;
      if (printed.cards.length > 0) {
        found.push(...printed.cards);
        index = new CardIndex(found);
      }
    }

    const missing: string[] = [];
    for (const { lookup } of queries) {
      const resolution = match(index, lookup);
      if (resolution) answers.set(lookup, { resolution, cacheable: true });
      else missing.push(lookup);
    }
    await this.suggestFor(missing, index, deadline, answers);
    // A miss is remembered only when every search was made: running out of time is no answer.
    if (!searched) for (const lookup of missing) answers.set(lookup, { ...answers.get(lookup)!, cacheable: false });
    return answers;
  }

  /**
   * Suggestions for the names no step found: from the catalog when it is at hand (no request), else
   * from fuzzy and autocomplete requests (English only, a few names a check). A name in another script
   * gets the closest printed names among the cards this check's own requests returned.
   */
  private async suggestFor(
    missing: readonly string[],
    found: CardIndex,
    deadline: number,
    answers: Map<string, Lookup>,
  ): Promise<void> {
    if (missing.length === 0) return;
    const inLatinLetters = (lookup: string) => LATIN_LETTER.test(readLookupName(lookup).name);
    const catalog: CatalogNames | null = (await this.catalog?.ready(deadline)) ?? null;
    for (const lookup of missing)
      if (!inLatinLetters(lookup) || catalog)
        answers.set(lookup, { resolution: notFound(this.suggestLocally(lookup, found, catalog)), cacheable: true });
    if (catalog) return;
    const suggested = missing.filter(inLatinLetters).slice(0, this.maxSuggestionLookups);
    await Promise.all(
      suggested.map(async (lookup) => {
        answers.set(lookup, await this.suggest(readLookupName(lookup).name, deadline));
      }),
    );
  }

  /** The catalog's closest English names; failing those, the closest names of the cards this check found. */
  private suggestLocally(lookup: string, found: CardIndex, catalog: CatalogNames | null): string[] {
    const { name } = readLookupName(lookup);
    const english = catalog && LATIN_LETTER.test(name) ? catalog.suggest(name, SUGGESTION_LIMIT) : [];
    return english.length > 0 ? english : found.suggest(name, SUGGESTION_LIMIT);
  }

  /** Cards whose printed name is one of `names`, many names OR-ed into each search; running out of time costs these names, not the check. */
  private async searchPrintedNames(
    names: readonly string[],
    deadline: number,
  ): Promise<{ cards: Card[]; complete: boolean }> {
    const cards: Card[] = [];
    try {
      for (const query of searchQueries(names)) cards.push(...deckCards(await this.client.search(query, deadline)));
      return { cards, complete: true };
    } catch (error) {
      if (!isOutOfTime(error)) throw error;
      return { cards, complete: false };
    }
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
        return {
          resolution: { status: "ambiguous", candidates: completions.slice(0, CANDIDATE_LIMIT) },
          cacheable: true,
        };
      }
      const unique = [...new Set([...suggestions, ...completions])].slice(0, SUGGESTION_LIMIT);
      return { resolution: notFound(unique), cacheable: true };
    } catch (error) {
      if (isOutOfTime(error)) return { resolution: notFound(), cacheable: false };
      throw error;
    }
  }
}
