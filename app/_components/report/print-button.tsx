"use client";

import { SECONDARY_BUTTON } from "../ui/styles";

/** Opens the browser's print dialog; the page prints as it is without it too. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
      {label}
    </button>
  );
}
