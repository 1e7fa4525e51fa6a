// mana-font's classes, with the mana-cost subset of its font (ui/mana-font.css), served from our own origin (no font host).
import "@/app/_components/ui/mana-font.css";
import { useFormatter, useTranslations } from "next-intl";
import type { Translate } from "@/i18n/problem-text";

/** A colour identity ("WU", "" colourless) as mana-font's colour symbols, read by screen readers as colour names (CR 903.4). */
export function ColorIdentity({ identity }: { identity: string }) {
  const t = useTranslations("commander");
  // Keys built from the identity's letters: the compiler cannot check them.
  const named: Translate = t;
  const format = useFormatter();
  const colors = identity === "" ? ["C"] : [...identity];
  const words =
    identity === ""
      ? t("colors.C")
      : format.list(
          colors.map((color) => named(`colors.${color}`)),
          { type: "conjunction" },
        );
  return (
    <span className="inline-flex items-center gap-0.5 align-middle" data-color-identity={identity}>
      <span className="sr-only">{words}</span>
      {colors.map((color) => (
        <i key={color} aria-hidden="true" className={`ms ms-cost ms-${color.toLowerCase()}`} />
      ))}
    </span>
  );
}
