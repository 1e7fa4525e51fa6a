// Legality on the event's date (docs/rules.md, Legal on a date): the card data's legalities are as of its
// own date, so a change the ban log dates after the event is undone, newest first, and a set that left
// Standard after the event is back in it. Scryfall keeps no history (its legalities are today's), so the
// log is the one source of dates. Pure: the day and the log are values.
import type { Card, Legality } from "../cards/card";
import { BAN_LOG } from "./ban-log/log";
import type { Announcement, BanLog, LogChange, LogStatus } from "./ban-log/schema";

/** The day a check answers for, and what the card data knows. Dates are YYYY-MM-DD, compared as text. */
export interface EventDay {
  eventDate: string;
  /** The card data's date: its legalities include every announcement made by then. */
  dataDate: string;
  log: BanLog;
}

export function eventDay(eventDate: string, dataDate: string, log: BanLog = BAN_LOG): EventDay {
  return { eventDate, dataDate, log };
}

interface DatedChange extends LogChange {
  announced: string;
  effective: string;
}

const indexes = new WeakMap<BanLog, Map<string, DatedChange[]>>();

/** The log's changes by card name, oldest first (the log is ordered; a test keeps it so). */
function changesOf(log: BanLog, card: string): readonly DatedChange[] {
  let index = indexes.get(log);
  if (!index) {
    index = new Map();
    for (const announcement of log.announcements)
      for (const change of announcement.changes) {
        const dated = { ...change, announced: announcement.announced, effective: announcement.effective };
        index.set(change.card, [...(index.get(change.card) ?? []), dated]);
      }
    indexes.set(log, index);
  }
  return index.get(card) ?? [];
}

const inFormat = (card: Card, format: string, day: EventDay) =>
  changesOf(day.log, card.name).filter((change) => change.format === format);

/** Whether the card was in a set that had not yet left Standard on the event date. */
function inStandardThen(card: Card, day: EventDay): boolean {
  const sets = card.sets ?? [];
  return day.log.rotations.some(
    (rotation) => rotation.left > day.eventDate && rotation.sets.some((set) => sets.includes(set.code)),
  );
}

/** The card's legality in `format` on the event date. */
export function legalityOn(card: Card, format: string, day: EventDay): Legality | undefined {
  const changes = inFormat(card, format, day);
  // A change the data knows of (announced by its date) that took effect after the event: the status before it.
  const undone = changes.find((change) => change.effective > day.eventDate && change.announced <= day.dataDate);
  if (undone) return undone.before;
  const now = card.legalities[format];
  if (format !== "standard" || now === "legal" || now === "restricted" || !inStandardThen(card, day)) return now;
  // Rotated out since: the data says only "not legal", so the last change before the event says what it was.
  const earlier = changes.filter((change) => change.effective <= day.eventDate).at(-1);
  return earlier?.after ?? "legal";
}

/** The card with its legalities of the event date: the same object when the date changes none of them. */
export function cardOn(card: Card, day: EventDay): Card {
  const formats = new Set<string>(changesOf(day.log, card.name).map((change) => change.format));
  if (card.sets?.length) formats.add("standard");
  let legalities: Card["legalities"] | undefined;
  for (const format of formats) {
    if (!(format in card.legalities) && format !== "standard") continue;
    const then = legalityOn(card, format, day);
    if (then === card.legalities[format]) continue;
    legalities ??= { ...card.legalities };
    legalities[format] = then;
  }
  return legalities ? { ...card, legalities } : card;
}

/** The effective date of the ban in force on the event date, when the log has it. */
export function bannedSince(card: Card, format: string, day: EventDay): string | undefined {
  const last = inFormat(card, format, day)
    .filter((change) => change.effective <= day.eventDate)
    .at(-1);
  return last?.after === "banned" ? last.effective : undefined;
}

/** A ban or restriction announced by the event date that takes effect after it (MTR 6.2 applies it then). */
export interface ComingChange {
  status: Exclude<LogStatus, "legal">;
  effective: string;
}

export function comingChange(card: Card, format: string, day: EventDay): ComingChange | undefined {
  const coming = inFormat(card, format, day).find(
    (change) => change.announced <= day.eventDate && change.effective > day.eventDate && change.after !== "legal",
  );
  return coming && { status: coming.after as ComingChange["status"], effective: coming.effective };
}

/** Whether one of the card's printings was released by the event date (MTR 3.7); true when the data does not say. */
export function releasedBy(card: Card, day: Pick<EventDay, "eventDate">): boolean {
  return card.releasedAt === undefined || card.releasedAt <= day.eventDate;
}

/** The first day the log answers for; a date before it is refused (lib/input/team-input.ts). */
export const LOG_FROM = BAN_LOG.coverage.from;

export type { Announcement };
