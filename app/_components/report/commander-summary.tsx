import { useTranslations } from "next-intl";
import type { DeckReport } from "@/lib/report/report";
import { ColorIdentity } from "./color-identity";

/** A 2HG Commander deck's commanders and their colour identity, above its list. */
export function CommanderSummary({ deck, colorIdentity }: { deck: DeckReport; colorIdentity: string }) {
  const t = useTranslations("commander");
  const names = deck.commander.map((entry) => entry.name);
  const size = deck.mainCount + deck.commander.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <p className="text-sm" data-testid="commander-summary">
      <span className="font-medium">{t("commanders", { count: names.length })}</span>{" "}
      {names.length > 0 ? names.join(" & ") : t("noCommander")} ·{" "}
      <span className="font-medium">{t("colorIdentity")}</span> <ColorIdentity identity={colorIdentity} /> ·{" "}
      {t("deckSize", { count: size })}
    </p>
  );
}
