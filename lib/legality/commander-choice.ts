// Whether the cards in a deck's command zone can be its commander or commanders, read from their type
// lines and what their text says (CR 903.3, 702.124): no name list, so every new partner works.
import type { Card, Pairing } from "../cards/card";
import { foldName } from "../cards/name-key";
import type { CommanderFault } from "./problem";

/** The front face's supertypes and card types, and its subtypes (CR 205). */
function typesOf(card: Card): { types: string; subtypes: string[] } {
  const [types = "", subtypes = ""] = (card.faces[0]?.typeLine ?? "").split("—");
  return { types, subtypes: subtypes.trim().split(/\s+/).filter(Boolean) };
}

const isLegendary = (card: Card, type: string) => {
  const { types } = typesOf(card);
  return /\bLegendary\b/.test(types) && new RegExp(`\\b${type}\\b`).test(types);
};

/**
 * CR 903.3: a legendary creature card, or a card whose text says it can be your commander. A legendary
 * card whose own text makes it a creature off the battlefield (Grist, the Hunger Tide) is a legendary
 * creature card in the command zone.
 */
export function canBeCommander(card: Card): boolean {
  return (
    isLegendary(card, "Creature") ||
    card.commander?.canBeCommander === true ||
    (card.commander?.creatureOffBattlefield === true && /\bLegendary\b/.test(typesOf(card).types))
  );
}

const hasPairing = (card: Card, kind: Pairing["kind"]) =>
  card.commander?.pairings.some((pairing) => pairing.kind === kind) === true;

/** The card's own name and its faces' names, folded: "Partner with Okaun, Eye of Chaos" names the front face. */
function namesOf(card: Card): Set<string> {
  return new Set([card.name, ...card.faces.map((face) => face.name)].map(foldName));
}

function partnersWith(card: Card, other: Card): boolean {
  const names = namesOf(other);
  return (
    card.commander?.pairings.some((pairing) => pairing.kind === "partner-with" && names.has(foldName(pairing.name))) ===
    true
  );
}

function sharePartnerGroup(a: Card, b: Card): boolean {
  const groups = (card: Card) =>
    (card.commander?.pairings ?? []).flatMap((pairing) =>
      pairing.kind === "partner-group" ? [pairing.group.toLowerCase()] : [],
    );
  const ofB = groups(b);
  return groups(a).some((group) => ofB.includes(group));
}

/** Doctor's companion (CR 702.124) pairs with "the Doctor": a legendary Time Lord Doctor creature with no other creature types. */
function isTheDoctor(card: Card): boolean {
  const { subtypes } = typesOf(card);
  return (
    isLegendary(card, "Creature") &&
    subtypes.length === 3 &&
    ["Time", "Lord", "Doctor"].every((type) => subtypes.includes(type))
  );
}

const isBackground = (card: Card) => isLegendary(card, "Enchantment") && typesOf(card).subtypes.includes("Background");

/** `first` and `second` ordered either way: what lets them be a deck's two commanders (CR 702.124). */
function isPairOneWay(first: Card, second: Card): boolean {
  if (!canBeCommander(first)) return false;
  if (hasPairing(first, "choose-a-background") && isBackground(second)) return true;
  if (hasPairing(first, "doctors-companion") && isTheDoctor(second)) return true;
  if (!canBeCommander(second)) return false;
  if (hasPairing(first, "partner") && hasPairing(second, "partner")) return true;
  if (hasPairing(first, "friends-forever") && hasPairing(second, "friends-forever")) return true;
  return (partnersWith(first, second) && partnersWith(second, first)) || sharePartnerGroup(first, second);
}

export function isCommanderPair(a: Card, b: Card): boolean {
  return isPairOneWay(a, b) || isPairOneWay(b, a);
}

/** What is wrong with a deck's command zone (one entry per copy), or null when it holds a legal commander or pair. */
export function commanderFault(commanders: readonly Card[]): CommanderFault | null {
  const [first, second] = commanders;
  if (!first) return "none";
  if (commanders.length > 2) return "too-many";
  if (!second) return canBeCommander(first) ? null : "not-eligible";
  return isCommanderPair(first, second) ? null : "not-a-pair";
}
