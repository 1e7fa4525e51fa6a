import { useFormatter, useTranslations } from "next-intl";
import { findFormat } from "@/lib/formats";
import type { DeckReport } from "@/lib/report/report";
import { ColorIdentity } from "./color-identity";

/** A 2HG Commander deck's commanders and their colour identity, above its list and, after its player's name, in the verdict. */
export function CommanderSummary({
  deck,
  colorIdentity,
  player,
}: {
  deck: DeckReport;
  colorIdentity: string;
  player?: string;
}) {
  const t = useTranslations("commander");
  const format = useFormatter();
  const names = deck.commander.map((entry) => entry.name);
  const size = deck.mainCount + deck.commander.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <p className="text-sm" data-testid={player ? "verdict-commanders" : "commander-summary"}>
      {player && <span className="font-semibold">{player}: </span>}
      <span className="font-medium">{t("commanders", { count: names.length })}</span>{" "}
      {names.length > 0 ? format.list(names, { type: "conjunction" }) : t("noCommander")} ·{" "}
      <span className="font-medium">{t("colorIdentity")}</span> <ColorIdentity identity={colorIdentity} /> ·{" "}
      {t("deckSize", { count: size, required: findFormat("commander")?.minimumDeckSize ?? size })}
    </p>
  );
}
