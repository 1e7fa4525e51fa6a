import type { DeckSource } from "@/lib/deck-links/read-deck";
import { useFormatter, useTranslations } from "next-intl";
import { SITE_NAMES } from "@/i18n/deck-sites";
import { HELP_TEXT } from "../ui/styles";

/** "“Ishai & Tormod” by alice, as read from Archidekt on 29 Nov 2026", linking back to the deck's page. */
export function DeckSourceLine({ source }: { source: DeckSource }) {
  const t = useTranslations("deckLinks");
  const format = useFormatter();
  const key = !source.name ? "sourceUnnamed" : source.author ? "sourceBy" : "source";
  return (
    <p className={HELP_TEXT} data-deck-source-line>
      {t.rich(key, {
        name: source.name,
        author: source.author ?? "",
        site: SITE_NAMES[source.site],
        date: format.dateTime(new Date(source.readAt), { dateStyle: "medium" }),
        link: (chunks) => (
          <a href={source.url} className="underline" rel="noopener noreferrer" data-deck-source={source.site}>
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
