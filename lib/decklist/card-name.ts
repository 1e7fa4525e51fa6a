// Text-only tidying of a card name. Accents, case and front-face names are left as typed: card lookup
// resolves those with card data, which this module never sees.

import { withoutInvisible, writeSplitSeparators } from "../cards/name-key";
import type { LineReason } from "./line-reason";
import { straightenQuotes } from "./lines";

const LETTER = /\p{L}/u;
const LINK = /:\/\/|\bwww\./i;

/**
 * Invisible format characters stripped (name-key.ts), quotes straightened and split separators written as
 * " // ": "Fire/Ice", "Fire//Ice" and "Fire /// Ice" all become "Fire // Ice".
 */
export function normalizeCardName(name: string): string {
  const straight = straightenQuotes(withoutInvisible(name));
  // Most names have no slash at all, so there is no separator to rewrite.
  if (!straight.includes("/")) return straight;
  return keepsItsSlash(straight) ? straight : writeSplitSeparators(straight);
}

/** Why a name, before normalizeCardName, cannot be a card name; null when it can. */
export function cardNameProblem(name: string): LineReason | null {
  if (name === "") return { code: "no-card-name" };
  if (!LETTER.test(name)) return { code: "no-letters" };
  if (LINK.test(name)) return { code: "link" };
  return null;
}

// Final Fantasy summons ("Summon: Choco/Mog") carry one bare slash inside a single card's name,
// always after a "Word: " prefix; no split card is named like that.
function keepsItsSlash(name: string): boolean {
  const slashes = name.match(/\/+/g);
  if (slashes?.length !== 1 || slashes[0] !== "/") return false;
  const slash = name.indexOf("/");
  return name.slice(0, slash).includes(": ") && name[slash - 1] !== " " && name[slash + 1] !== " ";
}
