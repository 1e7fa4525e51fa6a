// The one use case: a team's two lists and a format in, a report out.
// parse both lists → resolve every distinct name in one card-data call → validate → report.
import { z } from "zod";
import type { CardSource, NameResolution } from "./cards/source";
import { ZONES, type Decklist } from "./decklist/decklist";
import { deckDisplayName } from "./deck-name";
import { parseDecklist } from "./decklist/parse";
import { FORMAT_IDS, MTR_VERSION, RULESETS, findFormat, type Format, type Ruleset } from "./formats";
import { displayedLimit, isLegal, validateTeam } from "./legality/validate";
import type { Problem } from "./legality/problem";
import type { ResolvedDeck, TeamCard } from "./legality/team-cards";
import { combinedCopies, noSharedCards } from "./legality/team-rules";
import type { CardStatus, DeckReport, ReportEntry, TeamCardRow, TeamReport } from "./report";
import { shareUrl } from "./share-encode";

export const MAX_LIST_LINES = 1_000;
export const MAX_QUANTITY = 999;
export const MAX_DECK_NAME_LENGTH = 100;

const deckInputSchema = z.object({
  name: z.string().max(MAX_DECK_NAME_LENGTH, `a deck name is at most ${MAX_DECK_NAME_LENGTH} characters`).optional(),
  list: z
    .string({ error: "the decklist must be text" })
    .refine((list) => countLines(list) <= MAX_LIST_LINES, `a list has at most ${MAX_LIST_LINES} lines`),
});

export const teamInputSchema = z.object({
  format: z.enum(FORMAT_IDS, { error: `unknown format; valid formats are: ${FORMAT_IDS.join(", ")}` }),
  ruleset: z.enum(RULESETS, { error: `unknown ruleset; valid rulesets are: ${RULESETS.join(", ")}` }).default("tournament"),
  decks: z.array(deckInputSchema).length(2, "a Two-Headed Giant team is exactly two decks"),
});

export type TeamInput = z.input<typeof teamInputSchema>;
export type ValidTeamInput = z.output<typeof teamInputSchema>;

export type InputError = { code: "bad-request"; message: string };
export type CheckOutcome = { ok: true; report: TeamReport } | { ok: false; error: InputError };

/** Lines as the parser splits them (\r\n, \r or \n), counted without building them: this runs on every check. */
function countLines(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) lines++;
  }
  return lines;
}

/** "decks.0.list: a list has at most 1000 lines; format: unknown format …" */
export function describeInputError(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

function tooLargeQuantity(decklists: readonly Decklist[]): string | undefined {
  for (const [deckIndex, decklist] of decklists.entries()) {
    for (const zone of ZONES) {
      const entry = decklist[zone].find((candidate) => candidate.quantity > MAX_QUANTITY);
      if (entry) {
        const shown = entry.lines.slice(0, 3).join(", ") + (entry.lines.length > 3 ? ", …" : "");
        const lines = entry.lines.length > 1 ? `lines ${shown} ask` : `line ${shown} asks`;
        return `decks.${deckIndex}.list: ${lines} for ${entry.quantity} copies of "${entry.name.slice(0, 80)}"; a quantity is at most ${MAX_QUANTITY}`;
      }
    }
  }
  return undefined;
}

/** The request's team, read against the input schema: a team to check, or the 400 that names the field. */
export function readTeamInput(rawInput: unknown): { ok: true; input: ValidTeamInput } | { ok: false; error: InputError } {
  const parsed = teamInputSchema.safeParse(rawInput);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, error: { code: "bad-request", message: describeInputError(parsed.error) } };
}

export async function checkTeam(
  rawInput: TeamInput,
  source: CardSource,
  options: { now?: Date } = {},
): Promise<CheckOutcome> {
  const read = readTeamInput(rawInput);
  return read.ok ? checkValidTeam(read.input, source, options) : read;
}

/** checkTeam for a team readTeamInput has already accepted. */
export async function checkValidTeam(
  input: ValidTeamInput,
  source: CardSource,
  options: { now?: Date } = {},
): Promise<CheckOutcome> {
  const format = findFormat(input.format);
  if (!format) return { ok: false, error: { code: "bad-request", message: `format: unknown format ${input.format}` } };

  const decklists = input.decks.map((deck) => parseDecklist(deck.list));
  const quantityError = tooLargeQuantity(decklists);
  if (quantityError) return { ok: false, error: { code: "bad-request", message: quantityError } };

  const resolutions = await source.resolveNames(distinctNames(decklists));
  const resolved: ResolvedDeck[] = decklists.map((decklist, index) => ({
    name: deckDisplayName(input.decks[index]?.name, index),
    decklist,
    resolutions,
  }));

  const { problems, cards } = validateTeam(format, input.ruleset, resolved);
  const legal = isLegal(problems);
  const checkedAt = (options.now ?? new Date()).toISOString();
  const alternate = format.kind === "constructed" ? alternateVerdict(input.ruleset, format, resolved, problems, cards) : null;

  const report: TeamReport = {
    legal,
    format: format.id,
    ruleset: input.ruleset,
    alternate,
    checkedAt,
    cardData: source.info,
    rulesVersion: MTR_VERSION,
    decks: resolved.map((deck) => deckReport(deck, resolutions)),
    cards: cardRows(cards, problems, format),
    problems,
    share: shareUrl({
      format: format.id,
      ruleset: input.ruleset,
      decks: input.decks.map((deck, index) => ({ name: resolved[index]?.name ?? "", list: deck.list })),
      checkedAt,
      legal,
    }),
  };
  return { ok: true, report };
}

/** Every name the lists ask for, once: a loop, as this runs on every check (flatMap chains cost more here than the lookup). */
export function distinctNames(decklists: readonly Decklist[]): string[] {
  const names = new Set<string>();
  for (const decklist of decklists) for (const zone of ZONES) for (const entry of decklist[zone]) names.add(entry.name);
  return [...names];
}

// The rulesets differ only in the team copy rule (MTR 8.4 vs four combined): swap that rule, not rerun all.
function alternateVerdict(
  ruleset: Ruleset,
  format: Format,
  decks: ResolvedDeck[],
  problems: readonly Problem[],
  cards: TeamCard[],
) {
  const other: Ruleset = ruleset === "tournament" ? "classic" : "tournament";
  const ownCode = ruleset === "tournament" ? "team-shared-card" : "team-too-many-copies";
  const otherRule = other === "tournament" ? noSharedCards : combinedCopies;
  const swapped = otherRule({ format, ruleset: other, decks, deckNames: decks.map((deck) => deck.name), cards });
  return { ruleset: other, legal: isLegal(problems.filter((problem) => problem.code !== ownCode)) && isLegal(swapped) };
}

function deckReport(deck: ResolvedDeck, resolutions: ReadonlyMap<string, NameResolution>): DeckReport {
  const zone = (entries: Decklist["main"]): ReportEntry[] => {
    if (entries.length === 0) return [];
    const byName = new Map<string, ReportEntry>();
    for (const entry of entries) {
      const resolution = resolutions.get(entry.name);
      const name = resolution?.status === "found" ? resolution.card.name : entry.name;
      const known = byName.get(name);
      if (known) {
        known.quantity += entry.quantity;
        known.lines = [...known.lines, ...entry.lines].sort((a, b) => a - b);
      } else {
        byName.set(name, { name, quantity: entry.quantity, lines: [...entry.lines] });
      }
    }
    return [...byName.values()];
  };
  const main = zone(deck.decklist.main);
  const sideboard = zone(deck.decklist.sideboard);
  const count = (entries: ReportEntry[]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return {
    name: deck.name,
    mainCount: count(main),
    sideboardCount: count(sideboard),
    main,
    sideboard,
    commander: zone(deck.decklist.commander),
    companion: zone(deck.decklist.companion),
    ignored: deck.decklist.ignored,
  };
}

/** A card's status is the worst severity among the problems naming it; one pass over the problems, not one per card. */
function cardRows(cards: readonly TeamCard[], problems: readonly Problem[], format: Format): TeamCardRow[] {
  const worst = new Map<string, CardStatus>();
  for (const problem of problems) {
    if (problem.card !== null && worst.get(problem.card) !== "error") worst.set(problem.card, problem.severity);
  }
  return cards.map((teamCard) => cardRow(teamCard, worst.get(teamCard.name) ?? "ok", displayedLimit(teamCard, format)));
}

function cardRow(teamCard: TeamCard, status: CardStatus, limit: number | null): TeamCardRow {
  const quantities = teamCard.decks.map((copies) => copies.quantity);
  return {
    name: teamCard.name,
    quantities,
    total: quantities.reduce((sum, quantity) => sum + quantity, 0),
    limit,
    status,
    scryfallUrl: teamCard.card?.scryfallUrl ?? null,
    imageUrl: teamCard.card?.imageUrl ?? null,
  };
}
