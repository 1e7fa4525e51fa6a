// The one use case: a team's two lists and a format (in Limited, perhaps its pool) in, a report out.
// parse the lists → resolve every distinct name in one card-data call → validate → report.
// It knows no URL and no server: the HTTP layer adds the share link.
import type { CardSource } from "./cards/source";
import { ZONES, type Decklist } from "./decklist/decklist";
import { deckDisplayName } from "./deck-name";
import { parseDecklist } from "./decklist/parse";
import { MTR_VERSION, findFormat } from "./formats";
import { alternateVerdict } from "./legality/alternate";
import type { ResolvedDeck } from "./legality/team-cards";
import { POOL_LISTS, collectPool, type PoolList } from "./legality/team-pool";
import { isLegal, validateTeam } from "./legality/validate";
import { cardRows, deckReport, poolReport } from "./report-parts";
import type { TeamReport } from "./report";
import { readTeamInput, tooLargeQuantity, type InputError, type TeamInput, type ValidTeamInput } from "./team-input";

export type CheckOutcome = { ok: true; report: TeamReport } | { ok: false; error: InputError };

export async function checkTeam(rawInput: TeamInput, source: CardSource, options: { now?: Date } = {}): Promise<CheckOutcome> {
  const read = readTeamInput(rawInput);
  return read.ok ? checkValidTeam(read.input, source, options) : read;
}

/** checkTeam for a team readTeamInput has already accepted. */
export async function checkValidTeam(input: ValidTeamInput, source: CardSource, options: { now?: Date } = {}): Promise<CheckOutcome> {
  const format = findFormat(input.format);
  if (!format) return { ok: false, error: { code: "bad-request", message: `format: unknown format ${input.format}` } };

  const decklists = input.decks.map((deck) => parseDecklist(deck.list));
  const poolLists = { pool: parseOptional(input.pool), allowed: parseOptional(input.allowed) };
  const quantityError = tooLargeQuantity(decklists) ?? tooLargeInPool(poolLists);
  if (quantityError) return { ok: false, error: quantityError };

  // The pool's names go out with the decks' names: one lookup, so one Scryfall round trip for a live check.
  const resolutions = await source.resolveNames(distinctNames([...decklists, ...POOL_LISTS.flatMap((list) => poolLists[list] ?? [])]));
  const resolved: ResolvedDeck[] = decklists.map((decklist, index) => ({
    name: deckDisplayName(input.decks[index]?.name, index),
    decklist,
    resolutions,
  }));
  const pool = poolLists.pool ? collectPool(poolLists, resolutions) : null;

  const { problems, cards } = validateTeam(format, input.ruleset, resolved, pool);
  const report: TeamReport = {
    legal: isLegal(problems),
    format: format.id,
    ruleset: input.ruleset,
    alternate: format.kind === "constructed" ? alternateVerdict(input.ruleset, format, resolved, problems, cards) : null,
    checkedAt: (options.now ?? new Date()).toISOString(),
    cardData: source.info,
    rulesVersion: MTR_VERSION,
    decks: resolved.map((deck) => deckReport(deck, resolutions)),
    cards: cardRows(cards, problems, format),
    problems,
    pool: pool && poolReport(pool, cards),
  };
  return { ok: true, report };
}

function parseOptional(list: string | undefined): Decklist | null {
  return list === undefined ? null : parseDecklist(list);
}

function tooLargeInPool(lists: Record<PoolList, Decklist | null>): InputError | undefined {
  for (const list of POOL_LISTS) {
    const decklist = lists[list];
    const error = decklist && tooLargeQuantity([decklist], () => list);
    if (error) return error;
  }
  return undefined;
}

/** Every name the lists ask for, once: a loop, as this runs on every check (flatMap chains cost more here than the lookup). */
export function distinctNames(decklists: readonly Decklist[]): string[] {
  const names = new Set<string>();
  for (const decklist of decklists) for (const zone of ZONES) for (const entry of decklist[zone]) names.add(entry.name);
  return [...names];
}
