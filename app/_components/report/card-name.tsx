import { previewImageUrl } from "@/app/_lib/report/card-image";

export interface CardLinks {
  scryfallUrl: string | null;
  imageUrl: string | null;
}

/**
 * A card name linking to Scryfall; its image shows while the link is hovered or focused (CSS only).
 * The image is fixed to a corner so a scrolling table cannot clip it.
 */
export function CardName({ name, links }: { name: string; links: CardLinks | undefined }) {
  if (!links?.scryfallUrl) return <span className="font-medium">{name}</span>;
  const imageUrl = previewImageUrl(links.imageUrl);
  return (
    <span className="group">
      <a
        href={links.scryfallUrl}
        className="rounded font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:decoration-indigo-700"
      >
        {name}
      </a>
      {imageUrl && (
        // A plain <img>: Scryfall's CDN already serves sized images, and next/image would proxy them through our server.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={244}
          height={340}
          className="pointer-events-none fixed right-4 bottom-4 z-50 hidden h-auto w-[min(244px,60vw)] rounded-[4.75%/3.5%] shadow-2xl group-focus-within:block group-hover:block print:hidden"
        />
      )}
    </span>
  );
}
