// What a card's Oracle text says about being a commander, read once when the card is made, like its
// copy limit: "… can be your commander" (CR 903.3d) and the keywords that allow two commanders
// (CR 702.124: partner, partner with, friends forever, choose a Background, Doctor's companion).
// Read from the text, never from name lists: every Commander product adds new names. A card whose text
// makes it a creature wherever it is but the battlefield (Grist, the Hunger Tide) is a creature card in
// the command zone, so a legendary one can be a commander (CR 903.3).
import { z } from "zod";
import type { CommanderText, Pairing } from "./card";

/** A stored commander text (compact card file, Redis) read back: only a few hundred cards have one, so zod costs nothing here. */
export const commanderTextSchema = z.object({
  canBeCommander: z.boolean(),
  pairings: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("partner") }),
      z.object({ kind: z.literal("partner-with"), name: z.string() }),
      z.object({ kind: z.literal("partner-group"), group: z.string() }),
      z.object({ kind: z.literal("friends-forever") }),
      z.object({ kind: z.literal("choose-a-background") }),
      z.object({ kind: z.literal("doctors-companion") }),
    ]),
  ),
  creatureOffBattlefield: z.literal(true).optional(),
}) satisfies z.ZodType<CommanderText>;

const CAN_BE_COMMANDER = /can be your commander/i;
const CREATURE_OFF_BATTLEFIELD =
  /as long as [^.\n]+ isn't on the battlefield, it's an? [^.\n]*\bcreature\b[^.\n]* in addition to its other types/i;
/** Keywords the pairing abilities share: one scan, since nearly every card has none of them. */
const ANY_PAIRING = /partner|friends forever|choose a background|doctor's companion/i;
const REMINDER = /\([^)]*\)/g;

function pairingOf(keyword: string): Pairing | null {
  const text = keyword.trim();
  const partnerWith = /^partner with (?<name>.+)$/i.exec(text);
  if (partnerWith) return { kind: "partner-with", name: partnerWith.groups!.name!.trim() };
  // "Partner—Character select": partners only with a card of the same group (CR 702.124i's variants).
  const group = /^partner\s*[—-]\s*(?<group>.+)$/i.exec(text);
  if (group) return { kind: "partner-group", group: group.groups!.group!.trim() };
  if (/^partner$/i.test(text)) return { kind: "partner" };
  if (/^friends forever$/i.test(text)) return { kind: "friends-forever" };
  if (/^choose a background$/i.test(text)) return { kind: "choose-a-background" };
  if (/^doctor's companion$/i.test(text)) return { kind: "doctors-companion" };
  return null;
}

/**
 * Pieces of every phrase above, whatever its case: a plain substring scan that turns away the cards with
 * none (nearly all of them) before the case-blind regexes, which cost about 15 µs a card over a bulk load.
 */
const MENTIONS = ["ommander", "artner", "riends forever", "ackground", "ompanion", "on the battlefield, it"];

function mentionsCommanders(oracleTexts: readonly string[]): boolean {
  for (const text of oracleTexts) for (const mention of MENTIONS) if (text.includes(mention)) return true;
  return false;
}

/** The card's commander text over its faces' Oracle texts, or null when it says nothing about commanders. */
export function commanderTextOf(oracleTexts: readonly string[]): CommanderText | null {
  if (!mentionsCommanders(oracleTexts)) return null;
  const text = oracleTexts.join("\n").replace(/[’‘]/g, "'");
  const canBeCommander = CAN_BE_COMMANDER.test(text);
  const pairings: Pairing[] = [];
  if (ANY_PAIRING.test(text)) {
    // Keywords stand on their own line, several separated by commas ("Flying, partner"), before any reminder
    // text; "Partner with" ends its line and its name may hold a comma ("Partner with Toothy, Imaginary Friend").
    for (const line of text.split("\n")) {
      const keywordLine = line.replace(REMINDER, "").trim();
      const withName = /(?:^|,\s*)(?<keyword>partner with .+)$/i.exec(keywordLine);
      const keywords = withName
        ? [...keywordLine.slice(0, withName.index).split(/[,;]/), withName.groups!.keyword!]
        : keywordLine.split(/[,;]/);
      for (const keyword of keywords) {
        const pairing = pairingOf(keyword);
        if (pairing) pairings.push(pairing);
      }
    }
  }
  const creatureOffBattlefield = CREATURE_OFF_BATTLEFIELD.test(text);
  if (!canBeCommander && pairings.length === 0 && !creatureOffBattlefield) return null;
  return { canBeCommander, pairings, ...(creatureOffBattlefield && { creatureOffBattlefield }) };
}
