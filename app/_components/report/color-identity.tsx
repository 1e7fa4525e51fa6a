// mana-font's classes, with the mana-cost subset of its font (ui/mana-font.css), served from our own origin (no font host).
import "@/app/_components/ui/mana-font.css";
import { useTranslations } from "next-intl";

/** A colour identity ("WU", "" colourless) as mana-font's colour symbols, read by screen readers as colour names (CR 903.4). */
export function ColorIdentity({ identity }: { identity: string }) {
  const t = useTranslations("commander");
  const colors = identity === "" ? ["C"] : [...identity];
  const words = identity === "" ? t("colors.C") : colors.map((color) => t(`colors.${color}`)).join(", ");
  return (
    <span className="inline-flex items-center gap-0.5 align-middle" data-color-identity={identity}>
      <span className="sr-only">{words}</span>
      {colors.map((color) => (
        <i key={color} aria-hidden="true" className={`ms ms-cost ms-${color.toLowerCase()}`} />
      ))}
    </span>
  );
}
