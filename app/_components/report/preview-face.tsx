"use client";

import { useState } from "react";
import type { PreviewPane } from "@/app/_lib/report/card-image";
import { rulesTextLines } from "@/app/_lib/ui/mana-cost";
import { ManaSymbols } from "../ui/mana-symbols";

/**
 * One card image, or where the image is missing or fails to load a compact text card: each face's name,
 * mana cost, type line and Oracle text, as tall as the text needs and never taller than the picture.
 */
export function PreviewFace({ pane, width, height }: { pane: PreviewPane; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  const box = "block shrink-0 rounded-[4.75%/3.5%] shadow-2xl";
  if (!pane.imageUrl || failed) {
    return (
      <span
        data-testid="card-preview-text"
        className="block shrink-0 divide-y divide-neutral-300 overflow-y-auto rounded-lg border-2 border-neutral-800 bg-neutral-50 text-neutral-900 shadow-2xl dark:divide-neutral-700 dark:border-neutral-300 dark:bg-neutral-900 dark:text-neutral-100"
        style={{ width, maxHeight: height }}
      >
        {pane.faces.map((face) => (
          <span key={face.name} className="block space-y-1.5 p-2.5" data-testid="card-preview-face">
            <span className="flex flex-wrap items-start justify-between gap-x-2 gap-y-0.5 text-sm leading-snug font-semibold">
              <span className="min-w-0 break-words">{face.name}</span>
              <ManaSymbols cost={face.manaCost} />
            </span>
            {face.typeLine && (
              <span className="block border-y border-neutral-300 py-0.5 text-xs font-medium dark:border-neutral-700">
                {face.typeLine}
              </span>
            )}
            {rulesTextLines(face.oracleText ?? "").map((line, index) => (
              <span
                key={index}
                className="block text-[0.8125rem] leading-snug break-words"
                data-testid="card-preview-oracle"
              >
                {line.map((piece, at) =>
                  piece.kind === "symbol" ? <ManaSymbols key={at} cost={piece.text} /> : piece.text,
                )}
              </span>
            ))}
          </span>
        ))}
      </span>
    );
  }
  return (
    // A plain <img>: Scryfall's image host serves sized images, and next/image would proxy them through our server.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={pane.imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailed(true)}
      className={`${box} bg-neutral-200 dark:bg-neutral-800`}
      style={{ width, height }}
    />
  );
}
