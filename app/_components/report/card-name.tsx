import { useFormatter } from "next-intl";
import type { CardView } from "@/lib/report/report";
import { PREVIEW_ATTRIBUTE } from "@/app/_lib/report/card-image";
import { FOCUS_RING } from "../ui/styles";

/** What the page knows of a card by name: its Scryfall page (null for a name that matched no card), image and faces. */
export type CardLinks = CardView;

/**
 * A card name linking to Scryfall. The page's one CardPreviews shows the card beside it on hover,
 * keyboard focus or a tap; without JavaScript it is a plain link.
 */
export function CardName({ name, links }: { name: string; links: CardLinks | undefined }) {
  if (!links?.scryfallUrl) return <span className="font-medium">{name}</span>;
  return (
    <a
      href={links.scryfallUrl}
      {...{ [PREVIEW_ATTRIBUTE]: name }}
      className={`rounded font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-2 ${FOCUS_RING} dark:text-indigo-300 dark:decoration-indigo-700`}
    >
      {name}
    </a>
  );
}

/** As the list wrote it, then the Oracle name the rules count, previewed: 稲妻 (Lightning Bolt). */
export function WrittenCardName({
  name,
  written,
  links,
}: {
  name: string;
  written: readonly string[] | undefined;
  links: CardLinks | undefined;
}) {
  const format = useFormatter();
  if (!written?.length) return <CardName name={name} links={links} />;
  // One span, so a flex heading keeps "稲妻 (Lightning Bolt)" together.
  return (
    <span>
      <span data-testid="written-name">{format.list(written, { type: "conjunction" })}</span> (
      <CardName name={name} links={links} />)
    </span>
  );
}
