import { readFileSync } from "node:fs";
import type { Decklist } from "@/lib/decklist/decklist";

/** A real export from tests/fixtures/decklists, byte for byte (BOM and CRLF included). */
export function readFixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/decklists/${name}`, import.meta.url), "utf8");
}

/** A Decklist with every list empty except the ones given. */
export function decklist(parts: Partial<Decklist>): Decklist {
  return { main: [], sideboard: [], commander: [], companion: [], ignored: [], unparsed: [], cardOrHeading: [], ...parts };
}
