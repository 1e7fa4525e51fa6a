// mana-font's classes, with the mana-cost subset of its font (ui/mana-font.css), served from our own origin (the CSP allows no font host).
import "@/app/_components/ui/mana-font.css";
import { useTranslations } from "next-intl";
import { describeManaCost, manaWords, parseManaCost } from "@/app/_lib/ui/mana-cost";

const FACE_SEPARATOR = " // ";

/**
 * A mana cost as mana-font's symbols, each a fixed 1.3em circle (no shift when the font arrives), read
 * by screen readers as words ("two generic, blue"); a split card's faces apart ("{1}{R} // {1}{U}"); a
 * symbol the font lacks shows as its {text}. Works on the server and in client components (whose page
 * passes the `cards` messages).
 */
export function ManaSymbols({ cost }: { cost: string }) {
  const words = manaWords(useTranslations("cards.mana"));
  const faces = cost
    .split(FACE_SEPARATOR)
    .map(parseManaCost)
    .filter((symbols) => symbols.length > 0);
  if (faces.length === 0) return null;
  return (
    // Not printed: a report on paper keeps to two pages, and the symbols' colours are lost in black and white.
    <span
      className="inline-flex flex-wrap items-center gap-px align-middle whitespace-nowrap print:hidden"
      data-mana-cost={cost}
    >
      <span className="sr-only">
        {faces.map((symbols) => describeManaCost(symbols, words)).join(`;${FACE_SEPARATOR}`)}
      </span>
      {faces.map((symbols, face) => (
        <span key={face} aria-hidden="true" className="inline-flex items-center gap-px">
          {face > 0 && <span className="px-0.5 text-xs text-neutral-500">{"//"}</span>}
          {symbols.map((symbol, index) =>
            symbol.kind === "other" ? (
              <span key={index} className="font-mono text-xs">
                {symbol.text}
              </span>
            ) : (
              <i key={index} className={`ms ms-cost ${symbol.className} text-[0.8em]`} />
            ),
          )}
        </span>
      ))}
    </span>
  );
}
