// Mana costs as Scryfall writes them ("{2}{U}{W/P}") → the symbols mana-font draws and words a screen
// reader says ("two generic, blue, Phyrexian white"), so a cost is never told by colour alone. Pure: no React.
import type { Translate } from "@/i18n/problem-text";

export type ManaColor = "W" | "U" | "B" | "R" | "G" | "C";

/** One symbol of a cost: its mana-font class (null when the font has none: the braces are shown as text) and its meaning. */
export type ManaSymbol =
  | { kind: "generic"; amount: number; className: string }
  | { kind: "color"; color: ManaColor; className: string }
  | { kind: "hybrid"; options: (ManaColor | number)[]; phyrexian: boolean; className: string }
  | { kind: "phyrexian"; color: ManaColor; className: string }
  | { kind: "variable"; letter: "X" | "Y" | "Z"; className: string }
  | { kind: "snow"; className: string }
  | { kind: "other"; text: string; className: null };

/** The words a cost is read with, in the reader's language. */
export interface ManaWords {
  colors: Record<ManaColor, string>;
  generic: (amount: number) => string;
  hybrid: (options: string[]) => string;
  phyrexian: (color: string) => string;
  snow: string;
  separator: string;
}

const COLORS = new Set<string>(["W", "U", "B", "R", "G", "C"]);
const isColor = (value: string): value is ManaColor => COLORS.has(value);
// mana-font draws generic costs 0 to 20; higher ones (Gleemax's) are shown as text.
const MAX_GENERIC_GLYPH = 20;

function readSymbol(token: string): ManaSymbol {
  const upper = token.toUpperCase();
  if (/^\d+$/.test(upper)) {
    const amount = Number(upper);
    return amount <= MAX_GENERIC_GLYPH
      ? { kind: "generic", amount, className: `ms-${amount}` }
      : { kind: "other", text: `{${token}}`, className: null };
  }
  if (isColor(upper)) return { kind: "color", color: upper, className: `ms-${upper.toLowerCase()}` };
  if (upper === "X" || upper === "Y" || upper === "Z")
    return { kind: "variable", letter: upper, className: `ms-${upper.toLowerCase()}` };
  if (upper === "S") return { kind: "snow", className: "ms-s" };
  const parts = upper.split("/");
  const phyrexian = parts.at(-1) === "P";
  const options = phyrexian ? parts.slice(0, -1) : parts;
  const className = `ms-${parts.join("").toLowerCase()}`;
  if (phyrexian && options.length === 1 && isColor(options[0] ?? ""))
    return { kind: "phyrexian", color: options[0] as ManaColor, className };
  if (options.length === 2 && options.every((option) => isColor(option) || option === "2")) {
    return {
      kind: "hybrid",
      options: options.map((option) => (option === "2" ? 2 : (option as ManaColor))),
      phyrexian,
      className,
    };
  }
  return { kind: "other", text: `{${token}}`, className: null };
}

/** Every {…} symbol of a cost, in order; text outside braces (a split card's " // ") is not a symbol. */
export function parseManaCost(cost: string): ManaSymbol[] {
  return [...cost.matchAll(/\{([^{}]+)\}/g)].map((match) => readSymbol(match[1] ?? ""));
}

function symbolWords(symbol: ManaSymbol, words: ManaWords): string {
  const option = (value: ManaColor | number) =>
    typeof value === "number" ? words.generic(value) : words.colors[value];
  switch (symbol.kind) {
    case "generic":
      return words.generic(symbol.amount);
    case "color":
      return words.colors[symbol.color];
    case "phyrexian":
      return words.phyrexian(words.colors[symbol.color]);
    case "hybrid": {
      const hybrid = words.hybrid(symbol.options.map(option));
      return symbol.phyrexian ? words.phyrexian(hybrid) : hybrid;
    }
    case "variable":
      return symbol.letter;
    case "snow":
      return words.snow;
    case "other":
      return symbol.text;
  }
}

/** "two generic, blue": what a screen reader says for a cost. */
export function describeManaCost(symbols: readonly ManaSymbol[], words: ManaWords): string {
  return symbols.map((symbol) => symbolWords(symbol, words)).join(words.separator);
}

/** A message lookup of the `cards.mana` namespace (next-intl's `t`, or a test's stand-in). */
export type ManaTranslator = Translate;

/**
 * The reader's words for mana, from the `cards.mana` messages. Amounts stay numerals ("2 generic"): a
 * screen reader says them in its own language.
 */
export function manaWords(t: ManaTranslator): ManaWords {
  return {
    colors: { W: t("W"), U: t("U"), B: t("B"), R: t("R"), G: t("G"), C: t("C") },
    generic: (amount) => t("generic", { amount }),
    hybrid: ([first = "", second = ""]) => t("hybrid", { first, second }),
    phyrexian: (color) => t("phyrexian", { color }),
    snow: t("snow"),
    separator: t("separator"),
  };
}
