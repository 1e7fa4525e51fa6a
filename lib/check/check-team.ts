// The one use case: a team's two lists and a format (in Limited, perhaps its pool) in, a report out.
// parse the lists → resolve every distinct name in one card-data call → validate → report.
// A batch of teams takes the same steps with one card-data call for all of them (checkPreparedTeams).
// It knows no URL and no server: the HTTP layer adds the share link.
import { boundedProblems } from "./bounded-problems";
import { lookupOf } from "../cards/lookup-name";
import { settleByListLanguage } from "../cards/deck-language";
import type { CardDataInfo, CardSource, NameResolution, ResolveOptions } from "../cards/source";
import { ZONES, type Decklist } from "../decklist/decklist";
import { parseDecklist } from "../decklist/parse";
import { cardOrHeadingNames, settleCardOrHeading } from "../decklist/card-or-heading";
import { MTR_VERSION, findFormat, type Format } from "../formats";
import { houseRulesOf } from "../input/house-rules/names";
import { alternateVerdict } from "../legality/alternate";
import type { Card } from "../cards/card";
import { fixesFor } from "../fix/fix-rules";
import type { FixTeam } from "../fix/team-changes";
import type { Problem } from "../legality/problem";
import type { ResolvedDeck, TeamCard } from "../legality/team-cards";
import { POOL_LISTS, availableCopies, collectPool, type PoolList, type TeamPool } from "../legality/team-pool";
import { isLegal, validateTeam } from "../legality/validate";
import { withCommanderFromSideboard } from "./commander-zone";
import { houseBanIds, readHouseBanList } from "./house-bans";
import { inputError } from "../input/input-issue";
import { cardRows, deckReport, poolReport } from "./report-parts";
import type { DeckReport, ReportedProblem, TeamReport } from "../report/report";
import { planFor } from "../fix/plan";
import { combinedIdentity } from "../cards/color-identity";
import type { HouseRules } from "../input/house-rules/names";
import {
  readTeamInput,
  sameField,
  tooLargeQuantity,
  type FieldName,
  type InputError,
  type TeamInput,
  type ValidTeamInput,
  variantOf,
} from "../input/team-input";
import { giantTable, oneSeatFormat, seatLetters } from "../variants";
import { dayOf } from "../input/event-date";
import { eventDay, type EventDay } from "../legality/on-date";
import { datedResolutions } from "./dated-cards";

export type CheckOutcome = { ok: true; report: TeamReport } | { ok: false; error: InputError };

export interface CheckOptions {
  now?: Date;
  /** The card lookup's time for this many distinct names, when it may take longer than one check's (a batch). */
  lookupBudgetMs?: (distinctNames: number) => number;
}

/** A team whose lists are parsed and whose format is known: all that is left is to look its cards up. */
export interface PreparedTeam {
  input: ValidTeamInput;
  format: Format;
  decklists: Decklist[];
  poolLists: Record<PoolList, Decklist | null>;
  /** What the sender calls each field: a refusal after the lookup (a house ban naming no card) names it so. */
  fieldName: FieldName;
  /** The organizer's ban list (`houseBans`), read like a deck. */
  houseBanList: Decklist | null;
  /** Every name its lists (pool and house bans included) ask for, once, in list order. */
  names: string[];
}

export type PreparedOutcome = { ok: true; team: PreparedTeam } | { ok: false; error: InputError };

export async function checkTeam(
  rawInput: TeamInput,
  source: CardSource,
  options: CheckOptions = {},
): Promise<CheckOutcome> {
  const read = readTeamInput(rawInput);
  return read.ok ? checkValidTeam(read.input, source, options) : read;
}

/** checkTeam for a team readTeamInput has already accepted: a batch of one. */
export async function checkValidTeam(
  input: ValidTeamInput,
  source: CardSource,
  options: CheckOptions = {},
): Promise<CheckOutcome> {
  const [outcome] = await checkPreparedTeams([prepareTeam(input)], source, options);
  return outcome!;
}

/** Parses a team's lists; a format or a quantity no check can take is refused here, naming the field. */
export function prepareTeam(input: ValidTeamInput, fieldName: FieldName = sameField): PreparedOutcome {
  const format = findFormat(input.format);
  if (!format)
    return {
      ok: false,
      error: inputError("bad-request", [
        { field: fieldName("format"), why: { code: "unknown-format-named", format: input.format } },
      ]),
    };

  const parsed = input.decks.map((deck) => parseDecklist(deck.list));
  // The list reader knows no format; here the format is known (MTGO's commander is its lone sideboard card).
  const decklists = format.kind === "commander" ? parsed.map(withCommanderFromSideboard) : parsed;
  const poolLists = { pool: parseOptional(input.pool), allowed: parseOptional(input.allowed) };
  const houseBanList = readHouseBanList(input.houseBans);
  const quantityError =
    tooLargeQuantity(decklists, (index) => fieldName(`decks.${index}.list`)) ??
    tooLargeInPool(poolLists, fieldName) ??
    (houseBanList ? tooLargeQuantity([houseBanList], () => fieldName("houseBans")) : undefined);
  if (quantityError) return { ok: false, error: quantityError };
  const lists = { decklists, poolLists, houseBanList };
  return { ok: true, team: { input, format, fieldName, ...lists, names: distinctNames(listsOf(lists)) } };
}

/**
 * Checks prepared teams with one card-data call for all their distinct names, and reports each as its
 * own check would; a team refused while preparing keeps its error. Outcomes follow the order of `teams`.
 */
export async function checkPreparedTeams(
  teams: readonly PreparedOutcome[],
  source: CardSource,
  options: CheckOptions = {},
): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  for await (const outcome of eachCheckedTeam(teams, source, options)) outcomes.push(outcome);
  return outcomes;
}

/**
 * checkPreparedTeams a team at a time: after the one lookup, each team's report is made when it is asked
 * for, so a batch of 500 long teams holds one report at a time, not all of them (docs/performance.md, (k)).
 */
export async function* eachCheckedTeam(
  teams: readonly PreparedOutcome[],
  source: CardSource,
  options: CheckOptions = {},
): AsyncGenerator<CheckOutcome> {
  const ready = teams.flatMap((prepared) => (prepared.ok ? [prepared.team] : []));
  const shared = ready.length > 0 ? await lookUp(ready, source, options) : new Map<string, NameResolution>();
  const checkedAt = (options.now ?? new Date()).toISOString();

  const resolved = new Map<PreparedTeam, ReadonlyMap<string, NameResolution>>();
  for (const team of ready) resolved.set(team, ready.length === 1 ? shared : teamResolutions(team, shared));
  const suggested = await suggestedCards(
    [...resolved].map(([team, own]) => ({ input: team.input, names: team.names, own })),
    source,
    options,
  );

  for (const prepared of teams) {
    if (!prepared.ok) {
      yield prepared;
      continue;
    }
    const resolutions = resolved.get(prepared.team)!;
    // A team's own lookups are let go once its report is made.
    resolved.delete(prepared.team);
    const houseBans = houseBanIds(prepared.team.houseBanList, resolutions, prepared.team.fieldName("houseBans"));
    if ("error" in houseBans) yield { ok: false, error: houseBans.error };
    else
      yield {
        ok: true,
        report: reportTeam(prepared.team, resolutions, source.info, checkedAt, houseBans.ids, suggested),
      };
  }
}

/**
 * The cards of the first suggestion for each unknown name, which the plan offers as its replacement and
 * checks against the rules first (lib/fix/replacement-check.ts), by the suggestion as written: one more
 * card-data call, for those the lists do not already name. A printed name's suggestion ("稲妻 (Lightning Bolt)") is its Oracle name's
 * card. Without card data for them, the plan leaves those replacements to the team.
 */
async function suggestedCards(
  teams: readonly { input: ValidTeamInput; names: readonly string[]; own: ReadonlyMap<string, NameResolution> }[],
  source: CardSource,
  options: CheckOptions,
): Promise<ReadonlyMap<string, Card>> {
  const suggestions = new Set<string>();
  for (const { names, own } of teams)
    for (const name of names) {
      const resolution = own.get(name);
      const first = resolution?.status === "not-found" ? resolution.suggestions[0] : undefined;
      if (first !== undefined) suggestions.add(first);
    }
  const oracleName = (suggestion: string) => /\(([^()]+)\)$/.exec(suggestion)?.[1] ?? suggestion;
  const cardOf = (resolution: NameResolution | undefined) => (resolution?.status === "found" ? resolution.card : null);
  // A suggestion the lists already name is known: only the others cost a lookup.
  const known = (name: string) => teams.map(({ own }) => cardOf(own.get(name))).find((card) => card !== null) ?? null;
  const cards = new Map<string, Card>();
  for (const suggestion of suggestions) {
    const card = known(suggestion) ?? known(oracleName(suggestion));
    if (card) cards.set(suggestion, card);
  }
  const missing = [...suggestions].filter((suggestion) => !cards.has(suggestion));
  if (missing.length === 0) return cards;
  const names = distinctStrings(missing.flatMap((each) => [each, oracleName(each)]));
  let found: Map<string, NameResolution>;
  try {
    found = await source.resolveNames(names, resolveOptions(names.length, teams, options));
  } catch {
    return cards;
  }
  for (const suggestion of missing) {
    const card = cardOf(found.get(suggestion)) ?? cardOf(found.get(oracleName(suggestion)));
    if (card) cards.set(suggestion, card);
  }
  return cards;
}

const distinctStrings = (names: readonly string[]) => [...new Set(names)];

/** Whether any of `names` is a printed name of several cards (rare: nearly every check skips settling). */
function hasReadings(names: readonly string[], resolutions: ReadonlyMap<string, NameResolution>): boolean {
  return names.some((name) => {
    const resolution = resolutions.get(name);
    return resolution?.status === "ambiguous" && resolution.readings !== undefined;
  });
}

/** A team's lists whose names are looked up: the decks, then the pool and the allowed cards, then the house bans. */
function listsOf(team: Pick<PreparedTeam, "decklists" | "poolLists" | "houseBanList">): Decklist[] {
  return [
    ...team.decklists,
    ...POOL_LISTS.flatMap((list) => team.poolLists[list] ?? []),
    ...(team.houseBanList ? [team.houseBanList] : []),
  ];
}

/** The one card-data call for every distinct name of the teams: one Scryfall round trip for a live check. */
function lookUp(
  teams: readonly PreparedTeam[],
  source: CardSource,
  options: CheckOptions,
): Promise<Map<string, NameResolution>> {
  const names = teams.length === 1 ? teams[0]!.names : distinctNames(teams.flatMap(listsOf));
  return source.resolveNames(names, resolveOptions(names.length, teams, options));
}

/**
 * The lookup's time, and the earliest event date the teams give: a live source dates the first printing of a
 * card it found only by a later reprint (docs/card-data.md). Without a date a team is checked for today.
 */
function resolveOptions(
  nameCount: number,
  teams: readonly Pick<PreparedTeam, "input">[],
  options: CheckOptions,
): ResolveOptions {
  const budgetMs = options.lookupBudgetMs?.(nameCount);
  const dates = teams.flatMap(({ input }) => input.eventDate ?? []).sort();
  return { ...(budgetMs !== undefined && { budgetMs }), ...(dates[0] !== undefined && { releasedBy: dates[0] }) };
}

/** One team's names out of a batch's lookup: the map its own check would have had. */
function teamResolutions(team: PreparedTeam, shared: ReadonlyMap<string, NameResolution>): Map<string, NameResolution> {
  return new Map(team.names.map((name) => [name, shared.get(name)!]));
}

/**
 * The day a team is checked for: its event's date, else today on the server's clock; the card data's
 * legalities are of its own date, today when it has none (live Scryfall, or files without one).
 */
function dayFor(input: ValidTeamInput, cardData: CardDataInfo, checkedAt: string): EventDay {
  const today = dayOf(new Date(checkedAt));
  return eventDay(input.eventDate ?? today, cardData.updatedAt?.slice(0, 10) ?? today);
}

function reportTeam(
  team: PreparedTeam,
  lookedUp: ReadonlyMap<string, NameResolution>,
  cardData: CardDataInfo,
  checkedAt: string,
  houseBans: ReadonlySet<string>,
  suggested: ReadonlyMap<string, Card> = new Map(),
): TeamReport {
  const { input, format } = team;
  const day = dayFor(input, cardData, checkedAt);
  const resolutions = datedResolutions(lookedUp, day);
  const variant = variantOf(input);
  const seatFormats =
    variant === "trios" ? input.decks.map((deck) => findFormat(deck.format ?? "") ?? format) : undefined;
  // MTR 8.4: Trios with every seat in one format runs Team Unified's rules, its team rule and alternate verdict.
  const unifiedTrios = seatFormats !== undefined && oneSeatFormat(seatFormats) !== null;
  const teamRuleVariant = unifiedTrios ? "unified" : variant;
  const { decklists, poolLists } = settleLists(team, resolutions);
  // A printed name of cards in several languages: the language of each list's other lines decides.
  const inLanguage = hasReadings(team.names, resolutions)
    ? (lists: Decklist[]) => settleByListLanguage(distinctNames(lists), resolutions)
    : () => resolutions;
  const resolved: ResolvedDeck[] = decklists.map((decklist, index) => ({
    // The name as the player typed it, "" when none: the words name an unnamed deck by its index in the reader's
    // language (i18n/report-words.ts), so no English "Player 2" gets into the report.
    name: input.decks[index]?.name?.trim() ?? "",
    decklist,
    resolutions: inLanguage([decklist]),
  }));
  const pool = poolLists.pool
    ? collectPool(poolLists, inLanguage(listsOf({ decklists: [], poolLists, houseBanList: null })))
    : null;
  const houseRules = houseRulesOf(input);
  const { problems: found, cards } = validateTeam(format, input.ruleset, resolved, {
    pool,
    houseRules,
    houseBans,
    variant,
    ...(seatFormats && { seatFormats }),
    day,
  });
  const decks = resolved.map((deck, index) => {
    const report = deckReport(deck, deck.resolutions, format, seatFormats?.[index]);
    const source = input.decks[index]?.source;
    return source ? { ...report, source } : report;
  });
  const fixTeam: FixTeam = {
    format,
    decks,
    cards: new Map([...suggested, ...foundCards(cards)]),
    ...(format.kind === "commander" && { allowedIdentities: allowedIdentities(decks, houseRules) }),
    rules: {
      variant: teamRuleVariant,
      ruleset: input.ruleset,
      ...(!unifiedTrios && seatFormats && { seatFormats }),
      houseRules,
      houseBans,
      pool: pool && poolCopies(pool),
    },
  };
  const problems = withFixes(boundedProblems(found), fixTeam);
  return {
    ...(input.name !== undefined && { name: input.name }),
    legal: isLegal(problems),
    format: format.id,
    ruleset: input.ruleset,
    alternate:
      format.kind === "constructed" && teamRuleVariant !== "trios"
        ? alternateVerdict(input.ruleset, format, resolved, found, cards, houseRules, teamRuleVariant)
        : null,
    checkedAt,
    eventDate: day.eventDate,
    eventDateGiven: input.eventDate !== undefined,
    cardData,
    rulesVersion: MTR_VERSION,
    decks,
    // Every problem, counted ones too: a card whose problems the report does not list is still not OK.
    cards: cardRows(cards, found, {
      format,
      ruleset: input.ruleset,
      pool,
      houseRules,
      ...(!unifiedTrios && seatFormats && { seatFormats }),
    }),
    problems,
    pool: pool && poolReport(pool, cards, variant),
    houseRules,
    plan: planFor(problems, fixTeam),
    ...variantFields(input, format),
    ...(unifiedTrios && { teamRules: "unified" as const }),
  };
}

/**
 * The report's words on the kind of team event (docs/rules.md, Teams of three and four): none for two decks and no
 * `variant`, whose report stays as it always was; seat letters in Team events, the table's numbers in a Giant.
 */
function variantFields(input: ValidTeamInput, format: Format): Pick<TeamReport, "variant" | "seats" | "table"> {
  const variant = variantOf(input);
  if (input.variant === undefined && input.decks.length === 2) return {};
  return variant === "giant"
    ? { variant, table: giantTable(format, input.decks.length) }
    : { variant, seats: seatLetters(input.decks.length) };
}

/** The colours each Commander deck may use: its commanders', or every commander's of the team under the house rule. */
function allowedIdentities(decks: readonly DeckReport[], houseRules: HouseRules): (string | null)[] {
  const own = decks.map((deck) => (deck.commander.length === 0 ? null : deck.colorIdentity));
  if (!houseRules.teamColorIdentity) return own;
  const team = own.reduce<string | null>(
    (identity, each) => (each === null ? identity : combinedIdentity(identity ?? "", each)),
    null,
  );
  return own.map(() => team);
}

/** Each problem with its fix hint where a concrete change removes it (lib/fix). */
function withFixes(problems: readonly Problem[], team: FixTeam): ReportedProblem[] {
  const fixes = fixesFor(problems, team);
  return problems.map((problem, index) => {
    const fix = fixes[index];
    return fix ? { ...problem, fix } : problem;
  });
}

/** A Limited team's copies of each pool card it may play (pool and allowed), by Oracle name. */
function poolCopies(pool: TeamPool): Map<string, number> {
  const copies = new Map<string, number>();
  for (const poolCard of pool.cards.values())
    if (poolCard.card)
      copies.set(poolCard.card.name, (copies.get(poolCard.card.name) ?? 0) + availableCopies(poolCard));
  return copies;
}

function foundCards(cards: readonly TeamCard[]): Map<string, Card> {
  return new Map(cards.flatMap((teamCard) => (teamCard.card ? [[teamCard.card.name, teamCard.card] as const] : [])));
}

function parseOptional(list: string | undefined): Decklist | null {
  return list === undefined ? null : parseDecklist(list);
}

function tooLargeInPool(lists: Record<PoolList, Decklist | null>, fieldName: FieldName): InputError | undefined {
  for (const list of POOL_LISTS) {
    const decklist = lists[list];
    const error = decklist && tooLargeQuantity([decklist], () => fieldName(list));
    if (error) return error;
  }
  return undefined;
}

/**
 * Every name the lists ask for, once: a loop, as this runs on every check (flatMap chains cost more here
 * than the lookup). The names of card-or-heading lines come last, so the suggestions a source gives for
 * its first unknown names go to lines that are surely cards.
 */
export function distinctNames(decklists: readonly Decklist[]): string[] {
  const names = new Set<string>();
  for (const decklist of decklists)
    for (const zone of ZONES) for (const entry of decklist[zone]) names.add(lookupOf(entry));
  for (const decklist of decklists) for (const name of cardOrHeadingNames(decklist)) names.add(name);
  return [...names];
}

/** The team's lists with each card-or-heading line settled by what card data answered for its name. */
function settleLists(
  team: PreparedTeam,
  resolutions: ReadonlyMap<string, NameResolution>,
): Pick<PreparedTeam, "decklists" | "poolLists"> {
  const isCard = (name: string) => resolutions.get(name)?.status !== "not-found";
  const settle = (decklist: Decklist) => settleCardOrHeading(decklist, isCard);
  return {
    decklists: team.decklists.map(settle),
    poolLists: {
      pool: team.poolLists.pool && settle(team.poolLists.pool),
      allowed: team.poolLists.allowed && settle(team.poolLists.allowed),
    },
  };
}
