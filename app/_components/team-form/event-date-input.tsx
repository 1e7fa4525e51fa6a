import { useTranslations } from "next-intl";
import { FIELD } from "@/app/_lib/team-form/team-draft";
import { EVENT_DATE_FROM } from "@/lib/input/event-date";
import { Field } from "../ui/field";
import { FIELD_CONTROL } from "../ui/styles";

const HELP_ID = `${FIELD.eventDate}-help`;

/** The event's date, today unless the draft has one: the check answers for that day (docs/rules.md, Legal on a date). */
export function EventDateInput({ date }: { date: string }) {
  const t = useTranslations("eventDate");
  return (
    <Field id={FIELD.eventDate} label={t("label")} help={{ id: HELP_ID, text: t("help") }} className="max-w-md">
      <input
        id={FIELD.eventDate}
        aria-describedby={HELP_ID}
        name={FIELD.eventDate}
        type="date"
        defaultValue={date}
        min={EVENT_DATE_FROM}
        className={FIELD_CONTROL}
      />
    </Field>
  );
}
