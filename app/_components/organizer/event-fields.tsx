"use client";

import { useTranslations } from "next-intl";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { Field } from "../ui/field";
import { FIELD_CONTROL } from "../ui/styles";

/** The event's name and date, which the printed sheets carry. */
export function EventFields({ event, onChange }: { event: EventDetails; onChange: (event: EventDetails) => void }) {
  const t = useTranslations("organizer");
  const fields = [
    { field: "name", label: t("eventName"), type: "text" },
    { field: "date", label: t("eventDate"), type: "date" },
  ] as const;
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {fields.map(({ field, label, type }) => (
        <Field key={field} id={`event-${field}`} label={label}>
          <input
            id={`event-${field}`}
            type={type}
            value={event[field]}
            maxLength={120}
            onChange={(change) => onChange({ ...event, [field]: change.currentTarget.value })}
            className={FIELD_CONTROL}
          />
        </Field>
      ))}
    </div>
  );
}
