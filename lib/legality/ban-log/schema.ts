// The shape of the hand-kept ban log (docs/rules.md, Legal on a date): each announcement's dates, its
// source and its changes, and Standard's rotations, as data with a schema so a test reads it back.
import { z } from "zod";

/** The formats the log follows: the sanctioned 2HG Constructed formats, Pauper, Commander, and 2HG's own list (MTR 9.5). */
export const LOG_FORMATS = [
  "standard",
  "pioneer",
  "modern",
  "legacy",
  "vintage",
  "pauper",
  "commander",
  "2hg",
] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A card's status in a format before and after a change. */
export const LOG_STATUSES = ["legal", "banned", "restricted"] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

const day = z.iso.date();

const changeSchema = z.object({
  format: z.enum(LOG_FORMATS),
  /** The card's Oracle name, faces joined by " // ". */
  card: z.string().min(1),
  before: z.enum(LOG_STATUSES),
  after: z.enum(LOG_STATUSES),
  /** What the status does not say (Lutri: legal, but not as a companion). */
  note: z.string().optional(),
});

const announcementSchema = z.object({
  announced: day,
  /** The date the change takes effect at tabletop events (MTGO and Arena may differ). */
  effective: day,
  /** The announcement itself. */
  url: z.url(),
  /** Where its date and changes were confirmed when the entry was written (the announcement, a copy or reports of it). */
  confirmedBy: z.array(z.url()).min(1),
  changes: z.array(changeSchema).min(1),
});

/** Sets leaving Standard on the day the first set of the next rotation became legal. */
const rotationSchema = z.object({
  format: z.literal("standard"),
  left: day,
  sets: z.array(z.object({ code: z.string().regex(/^[a-z0-9]+$/), name: z.string() })).min(1),
  confirmedBy: z.array(z.url()).min(1),
});

export const banLogSchema = z.object({
  coverage: z.object({ from: day, formats: z.array(z.enum(LOG_FORMATS)) }),
  announcements: z.array(announcementSchema),
  rotations: z.array(rotationSchema),
});

export type BanLog = z.infer<typeof banLogSchema>;
export type Announcement = BanLog["announcements"][number];
export type LogChange = Announcement["changes"][number];
export type Rotation = BanLog["rotations"][number];
