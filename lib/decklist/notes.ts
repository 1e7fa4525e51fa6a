// Lines that talk about the deck instead of listing it: comments and metadata.
// Section switches that look like comments ("//Sideboard") are read as headers before this runs.
//   // anything, # anything, //4 Thing in the Ice      -> comment
//   NAME:Humans   //NAME: Deck from deckstats.net      -> metadata (XMage, Deckstats, MWS "// NAME : …")
//   # name Jodah   # info …                            -> metadata (TappedOut)
//   Name=Starter Commander   Deck Type=constructed     -> metadata (Forge)
//   LAYOUT MAIN:(1,5)(CMC,false,50)|…                  -> metadata (XMage)
//   Total: 60   60 cards                               -> metadata (a card count, not a card)

import { startsWithDigit } from "./lines";

export type NoteKind = "comment" | "metadata";

const KEYED_METADATA =
  /^(?:\/\/|#)?\s*(?:name|author|creator|description|format|comments?|title|deck ?name|date|event|player|archetype|source|url)\s*:/i;
const TAPPEDOUT_METADATA = /^#\s*(?:name|info|author|format|description)\b/i;
const KEY_VALUE = /^[A-Za-z][A-Za-z ]{0,30}=/;
const XMAGE_LAYOUT = /^LAYOUT\s+[A-Z]+\s*:/;
const CARD_COUNT = /^(?:total(?:\s+cards)?\s*[:=-]?\s*\d+(?:\s+cards?)?|\d+\s+cards?(?:\s+total)?)$/i;
const COMMENT = /^(?:\/\/|#)/;

export function readNote(line: string): NoteKind | null {
  // Only a card count starts with a digit; every other note starts with a letter, "//" or "#".
  if (startsWithDigit(line)) return CARD_COUNT.test(line) ? "metadata" : null;
  if (KEYED_METADATA.test(line) || TAPPEDOUT_METADATA.test(line)) return "metadata";
  if (KEY_VALUE.test(line) || XMAGE_LAYOUT.test(line) || CARD_COUNT.test(line)) return "metadata";
  if (COMMENT.test(line)) return "comment";
  return null;
}
