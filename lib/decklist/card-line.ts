// Reads one card line: how many copies of which card, and any zone the line itself names.
// Annotations are stripped from the right until none is left, so they may come in any order.
//   4 Lightning Bolt   4x …   4X …   4 x …   x4 …   [4] …   (4) …   Lightning Bolt x4   Lightning Bolt (= 1)
//   Mana Drain (x4)   Mana Drain (4x)   Mana Drain (4)   -> 4 copies; -4 Lightning Bolt -> unparsed
//   SB: 2 Duress   Sideboard: 2 Duress             -> sideboard (MTGO, Deckstats, XMage, MWS, Apprentice)
//   Commander: Atraxa, Praetors' Voice             -> commander
//   * 4 [Counterspell](http://tappedout.net/…)     markdown bullet and link (TappedOut)
//   4 [DST:91] Aether Vial   1 [2XM#310] Ash Barrens   4 [M14] Mutavault   4 [] Wear/Tear   leading set
//   1 Troll of Khazad-dûm|LTR|1   1 Sol Ring+|C21   Forge set and art, "+" = foil
//   2 Arid Mesa (MH2) 244   1 Ashnod's Altar (ema) 218   1 Doubling Season (000)   1 Opt () 97★
//   18 Forest <254> [THB] (F)                      MTGGoldfish variant, set and finish
//   1 Sol Ring (C21) 263 *F* #!Ramp   3 Brainstorm #Card Advantage #Draw            Moxfield
//   1x Elenda, the Dusk Rose (lcc) 268 [Commander{top}] ^Have,#37d67a^  -> commander (Archidekt)
//   1x Ancient Cornucopia (big) 16 [Maybeboard{noDeck}{noPrice},Mana Advantage]  -> not in the deck
//   1x Oko, Thief of Crowns (eld) 197 [Ramp,Tokens]   -> main: only the first category files the card
//   1x Jodah, Archmage Eternal *CMDR*              -> commander (TappedOut)
//   1 Kelsien, the Plague # !Commander             -> commander (Deckstats)

import type { Zone } from "./decklist";
import type { LineCard } from "./classified-line";
import { cardNameProblem, normalizeCardName } from "./card-name";
import { endsWithDigit, isDigit } from "./lines";
import type { LineReason } from "./line-reason";
import { MAX_QUANTITY_DIGITS, readQuantity } from "./quantity";
import { readSectionHeader } from "./sections";
import { printingKey } from "../cards/lookup-name";

/** Where a line puts its card regardless of the section it is in. */
export type Placement = { zone: Zone } | { ignoredBecause: LineReason };

export type CardLineReading =
  | { ok: true; name: string; quantity: number; placement: Placement | null; printing?: string }
  | { ok: false; reason: LineReason };

// Real card lines, annotations included, stay far below this; the cap also bounds regex work.
const MAX_LINE_LENGTH = 300;
const LINK = /^(?:https?:\/\/|www\.)\S*$/i;
const MARKUP = /^(?:<[^<>]*>\s*)+$/;
// "1 X" is one copy of the card named X, so only the unspaced "4x" and "x4" count as a bare quantity.
const QUANTITY_ONLY = /^(?:\d+[xX×]?|[xX×]\d+)$/;
// "-4 Lightning Bolt": a minus sign before the count, not a card named "-4 …" ("- 4 …" is a bullet).
const NEGATIVE_QUANTITY = /^[-−–]\d+\s*[xX×]?\s/;

const BULLET = /^[-*•·]\s+/;
const ZONE_PREFIX = /^(?<prefix>SB|sideboard|commander|companion)\s*:\s*/i;
// Groups: count, xcount, bracketed, parenthesized. Unnamed, because nearly every line matches and
// a match with named groups costs twice as much (it builds a groups object).
const LEADING_QUANTITY = /^(?:(\d+)\s*[xX×]?\s+|[xX×]\s?(\d+)\s+|\[(\d+)\]\s*|\((\d+)\)\s*)/;
const MARKDOWN_LINK = /^\[(?<text>[^\]]+)\]\([^)\s]*\)/;
const LEADING_SET = /^\[[^\]]*\]\s*/;
const FOIL_PLUS = /\s*\+$/;

const LABEL = /\s*\^[^^]*\^$/;
const TAG = /\s+#(?<tag>[^#]*)$/;
const COMMANDER_TAG = /^!\s*commander$/i;
const CATEGORIES = /\s*\[(?<categories>[^[\]]*)\]$/;
const STAR_FLAG = /\s*\*(?<flag>[A-Za-z-]{1,12})\*$/;
const FINISH = /\s*\((?:F|E|foil|etched)\)$/i;
const VARIANT = /\s*<[^<>]*>$/;
// Set codes are written all upper case (Arena "(MH2)") or all lower case (Archidekt "(znr)"); a
// mixed-case word in parentheses is part of the name ("Hazmat Suit (Used)").
const SET_AND_NUMBER = /\s+\((?<set>[A-Z0-9-]{0,8}|[a-z0-9-]{0,8})\)(?:\s+(?<number>[^\s()]+))?$/;
// Groups: x4, (x4), (4x), (4). A bare "(n)" starts with 1-9, so "(000)", a set code, stays one.
const TRAILING_QUANTITY = /\s+(?:[xX×]\s?(\d+)|\(\s*(?:[xX×]\s?(\d+)|(\d+)\s?[xX×]|([1-9]\d{0,5}))\s*\))$/;
// Japanese sites write a card's name in title brackets: 《稲妻》.
const JAPANESE_TITLE_BRACKETS = /^《(.+)》$/u;
// Every character that an annotation, a leading set, a markdown link or a Forge "|set" needs.
const ANNOTATION_CHARACTER = /[#()[\]<>|+^*]/;

/**
 * The card of a plain line, "4 Lightning Bolt" or "4x Lightning Bolt", put in `zone`; null for any
 * other line, which readCardLine reads. For a line it takes, readCardLine gives the same name and
 * quantity and no placement of its own, so the card goes to the section's zone.
 */
export function readPlainCard(line: string, zone: Zone): LineCard | null {
  // The shape: 1 to 6 digits (not 0), an optional ASCII "x", one space, and a name that starts with
  // a printable ASCII character other than "x" (as in "4 x Bolt"), ends with an ASCII letter (so
  // neither end has whitespace to trim, and a collector number or "*F*" is turned away at once) and
  // has no annotation character anywhere. No pattern of readCardLine can then match beyond the
  // quantity; this only skips its regexes and objects. The regex scan comes last, for fewer lines.
  if (line.length > MAX_LINE_LENGTH) return null;
  let quantity = 0;
  let index = 0;
  for (; index <= MAX_QUANTITY_DIGITS && isDigit(line.charCodeAt(index)); index += 1) {
    quantity = quantity * 10 + line.charCodeAt(index) - 0x30;
  }
  if (index === 0 || index > MAX_QUANTITY_DIGITS || quantity === 0) return null;
  if (line[index] === "x" || line[index] === "X") index += 1;
  if (line[index] !== " ") return null;
  const nameStart = index + 1;
  const first = line.charCodeAt(nameStart);
  if (!isPrintableAscii(first) || first === 0x78 || first === 0x58) return null; // x, X
  if (!isAsciiLetter(line.charCodeAt(line.length - 1))) return null;
  if (ANNOTATION_CHARACTER.test(line)) return null;
  const name = line.slice(nameStart);
  if (cardNameProblem(name) !== null) return null;
  return { zone, name: normalizeCardName(name), quantity };
}

// Not a space, a control character or anything outside ASCII (nor NaN, the code past the end).
function isPrintableAscii(charCode: number): boolean {
  return charCode > 0x20 && charCode < 0x7f;
}

function isAsciiLetter(charCode: number): boolean {
  return (charCode >= 0x61 && charCode <= 0x7a) || (charCode >= 0x41 && charCode <= 0x5a);
}

export function readCardLine(line: string): CardLineReading {
  if (line.length > MAX_LINE_LENGTH) return { ok: false, reason: { code: "too-long" } };
  if (LINK.test(line)) return { ok: false, reason: { code: "link" } };
  if (MARKUP.test(line)) return { ok: false, reason: { code: "markup" } };
  if (QUANTITY_ONLY.test(line)) return { ok: false, reason: { code: "quantity-without-name" } };
  if (NEGATIVE_QUANTITY.test(line)) return { ok: false, reason: { code: "negative-quantity" } };

  let rest = line.replace(BULLET, "");
  let prefixPlacement: Placement | null = null;
  const prefix = ZONE_PREFIX.exec(rest);
  if (prefix?.groups?.prefix !== undefined) {
    prefixPlacement = { zone: zoneOfPrefix(prefix.groups.prefix) };
    rest = rest.slice(prefix[0].length);
  }

  let digits: string | undefined;
  const leading = LEADING_QUANTITY.exec(rest);
  if (leading !== null) {
    const [, count, xcount, bracketed, parenthesized] = leading;
    digits = count ?? xcount ?? bracketed ?? parenthesized;
    rest = rest.slice(leading[0].length);
  }

  // A markdown link and a leading set both open with "[", which most lines do not.
  if (rest.startsWith("[")) {
    const link = MARKDOWN_LINK.exec(rest);
    if (link?.groups?.text !== undefined) rest = link.groups.text + rest.slice(link[0].length);
    rest = rest.replace(LEADING_SET, "");
  }
  const bar = rest.indexOf("|");
  if (bar >= 0) rest = rest.slice(0, bar);
  if (rest.endsWith("+")) rest = rest.replace(FOIL_PLUS, "");

  const stripped = stripAnnotations(rest, digits === undefined);
  digits ??= stripped.digits;
  const trimmed = stripped.name.trim();
  const problem = cardNameProblem(trimmed);
  if (problem !== null) return { ok: false, reason: problem };
  const name = normalizeCardName(trimmed.replace(JAPANESE_TITLE_BRACKETS, "$1"));

  let quantity = 1;
  if (digits !== undefined) {
    const reading = readQuantity(digits);
    if (!reading.ok) return reading;
    quantity = reading.quantity;
  }
  // Leaving the deck beats any zone, and an annotation on the line beats its SB: prefix.
  const placement = stripped.placements.find((p) => "ignoredBecause" in p) ?? stripped.placements[0] ?? prefixPlacement;
  return { ok: true, name, quantity, placement, ...(stripped.printing && { printing: stripped.printing }) };
}

interface Stripped {
  name: string;
  digits: string | undefined;
  placements: Placement[];
  printing?: string;
}

const STRIPS = [stripLabel, stripTag, stripCategories, stripFlag, stripPrinting];
// The quantity goes first so that in "Opt (ELD) x4" the x4 is not taken for a collector number.
const STRIPS_WITH_QUANTITY = [stripQuantity, ...STRIPS];

function stripAnnotations(text: string, mayEndWithQuantity: boolean): Stripped {
  const stripped: Stripped = { name: text, digits: undefined, placements: [] };
  const strips = mayEndWithQuantity ? STRIPS_WITH_QUANTITY : STRIPS;
  let found = true;
  while (found) found = strips.some((strip) => strip(stripped));
  return stripped;
}

// Each strip* removes one trailing annotation when present and never leaves the name empty.
// Each first checks a character its pattern cannot match without (most often the closing one),
// so a plain name costs a few character tests instead of a regex scan per annotation.
function cut(stripped: Stripped, pattern: RegExp): RegExpExecArray | null {
  const match = pattern.exec(stripped.name);
  if (match === null || match.index === 0) return null;
  stripped.name = stripped.name.slice(0, match.index);
  return match;
}

function stripLabel(stripped: Stripped): boolean {
  return stripped.name.endsWith("^") && cut(stripped, LABEL) !== null;
}

function stripTag(stripped: Stripped): boolean {
  if (!stripped.name.includes("#")) return false;
  const match = cut(stripped, TAG);
  if (match === null) return false;
  if (COMMANDER_TAG.test(match.groups?.tag?.trim() ?? "")) stripped.placements.push({ zone: "commander" });
  return true;
}

function stripCategories(stripped: Stripped): boolean {
  if (!stripped.name.endsWith("]")) return false;
  const match = cut(stripped, CATEGORIES);
  if (match === null) return false;
  const placement = placeByCategories(match.groups?.categories ?? "");
  if (placement !== null) stripped.placements.push(placement);
  return true;
}

function stripFlag(stripped: Stripped): boolean {
  if (!stripped.name.endsWith("*")) return false;
  const match = cut(stripped, STAR_FLAG);
  if (match === null) return false;
  if (match.groups?.flag?.toUpperCase() === "CMDR") stripped.placements.push({ zone: "commander" });
  return true;
}

function stripPrinting(stripped: Stripped): boolean {
  const { name } = stripped;
  if ((name.endsWith(")") && cut(stripped, FINISH) !== null) || (name.endsWith(">") && cut(stripped, VARIANT) !== null))
    return true;
  const printing = name.includes("(") ? cut(stripped, SET_AND_NUMBER) : null;
  if (printing === null) return false;
  const { set, number } = printing.groups ?? {};
  if (set && number) stripped.printing ??= printingKey(set, number);
  return true;
}

function stripQuantity(stripped: Stripped): boolean {
  if (!endsWithDigit(stripped.name) && !stripped.name.endsWith(")")) return false;
  const match = cut(stripped, TRAILING_QUANTITY);
  if (match === null) return false;
  const [, xcount, xcountInParens, countxInParens, countInParens] = match;
  stripped.digits = xcount ?? xcountInParens ?? countxInParens ?? countInParens;
  return true;
}

function zoneOfPrefix(prefix: string): Zone {
  const word = prefix.toLowerCase();
  return word === "commander" ? "commander" : word === "companion" ? "companion" : "sideboard";
}

// Archidekt: "[Commander{top}]", "[Sideboard]", "[Maybeboard{noDeck}{noPrice},Ramp]". Archidekt files a
// card under its first category and marks categories outside the deck {noDeck}; the others are only
// tags, so "[Ramp,Tokens]" is a Ramp card in the deck. A bracketed set code ("[THB]") names no section.
function placeByCategories(list: string): Placement | null {
  const first = list.split(",", 1)[0] ?? "";
  const name = first.replace(/\{[^}]*\}/g, "").trim();
  const section = readSectionHeader(name);
  if (section?.kind === "zone") return { zone: section.zone };
  if (section?.kind === "ignored") return { ignoredBecause: { code: "in-category", category: name } };
  if (/\{nodeck\}/i.test(first)) return { ignoredBecause: { code: "in-no-deck-category", category: name } };
  return null;
}
