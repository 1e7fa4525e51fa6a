"use client";

import { Button } from "../ui/button";

/** Opens the browser's print dialog; the page prints as it is without it too. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
