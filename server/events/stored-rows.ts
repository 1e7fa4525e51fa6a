import "server-only";
// Rows read back from the events' tables, parsed with zod (docs/development.md: zod at every boundary): a row
// another version of the app wrote, or a hand-edited one, is refused here rather than trusted inside.
import { z } from "zod";
import { eventRulesSchema } from "@/lib/input/event-input";
import type { ApiReport } from "@/lib/report/report";
import { LOCALES } from "@/i18n/locales";

export const storedEventSchema = z.object({
  id: z.string(),
  organizerKeyHash: z.string(),
  name: z.string(),
  eventDate: z.string(),
  rules: eventRulesSchema,
  language: z.enum(LOCALES),
  open: z.boolean(),
  closesAt: z.date().nullable(),
  createdAt: z.date(),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

// The report is the check's own (lib/report/report.ts); what the desk reads of it is checked, the rest kept as is.
const storedReportSchema = z.looseObject({
  legal: z.boolean(),
  format: z.string(),
  decks: z.array(z.looseObject({ name: z.string() })),
  problems: z.array(z.looseObject({ code: z.string(), severity: z.string() })),
  share: z.string().nullable(),
});

export const storedVersionSchema = z.object({
  version: z.number().int().min(1),
  name: z.string(),
  lists: z.record(z.string(), z.unknown()),
  report: storedReportSchema.transform((report) => report as unknown as ApiReport),
  submittedAt: z.date(),
});
export type StoredVersion = z.infer<typeof storedVersionSchema>;
