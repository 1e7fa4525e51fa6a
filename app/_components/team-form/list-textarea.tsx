import { LIST_CONTROL } from "../ui/styles";

/**
 * A pasted list's field (a deck, the pool, the allowed cards): uncontrolled and named after its id, so
 * the form also submits without JavaScript. A list is not prose: no spelling marks, capitals or
 * suggestions from the browser or the phone.
 */
export function ListTextarea({
  id,
  value,
  rows,
  placeholder,
  describedBy,
  minHeight = "",
}: {
  id: string;
  value: string;
  rows: number;
  placeholder: string;
  describedBy: string;
  /** A Tailwind min-h-* class, so a long list's field does not start too short. */
  minHeight?: string;
}) {
  return (
    <textarea
      id={id}
      name={id}
      defaultValue={value}
      rows={rows}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      placeholder={placeholder}
      aria-describedby={describedBy}
      className={minHeight ? `${LIST_CONTROL} ${minHeight}` : LIST_CONTROL}
    />
  );
}
