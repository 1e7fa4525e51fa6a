// How the form groups the formats; the words are the "formats" messages (docs/development.md, Languages).
import { FORMATS, type Format } from "@/lib/formats";

export interface FormatGroup {
  /** The "formats" message that names the group. */
  label: "groupConstructed" | "groupLimited" | "groupOther";
  formats: Format[];
}

/** Sanctioned 2HG Constructed formats first, then Limited, then organiser-defined ones (MTR 3.2). */
export function formatGroups(): FormatGroup[] {
  return [
    { label: "groupConstructed", formats: FORMATS.filter((f) => f.sanctioned && f.kind === "constructed") },
    { label: "groupLimited", formats: FORMATS.filter((f) => f.sanctioned && f.kind === "limited") },
    { label: "groupOther", formats: FORMATS.filter((f) => !f.sanctioned) },
  ];
}
