/** The look of every text field of the form. */
export const fieldClass =
  "block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500";

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
      className={`${fieldClass} ${minHeight} font-mono text-sm leading-relaxed`}
    />
  );
}
