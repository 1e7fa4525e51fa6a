import { readFileSync } from "node:fs";
import type { Decklist } from "@/lib/decklist/decklist";

/** A real export from tests/fixtures/decklists, byte for byte (BOM and CRLF included). */
export function readFixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/decklists/${name}`, import.meta.url), "utf8");
}

/** A Decklist with every list empty except the ones given. */
export function decklist(parts: Partial<Decklist>): Decklist {
  return {
    main: [],
    sideboard: [],
    commander: [],
    companion: [],
    ignored: [],
    unparsed: [],
    cardOrHeading: [],
    ...parts,
  };
}

/** The list without the printings its lines name: for tests about a format's shape (printings.test.ts tests them). */
export function withoutPrintings(list: Decklist): Decklist {
  const strip = (entries: Decklist["main"]) =>
    entries.map(
      (entry) =>
        Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "printing")) as Decklist["main"][number],
    );
  return {
    ...list,
    main: strip(list.main),
    sideboard: strip(list.sideboard),
    commander: strip(list.commander),
    companion: strip(list.companion),
  };
}
