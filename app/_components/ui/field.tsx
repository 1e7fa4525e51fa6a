import type { ReactNode } from "react";
import { HELP_TEXT } from "./styles";

/**
 * A field's label, its control and the line of help that says what it takes. The control is the
 * caller's (an input, a select, a list's textarea), with `id` and, when there is help,
 * `aria-describedby={help.id}`: the label names it and the help describes it.
 */
export function Field({
  id,
  label,
  optional,
  help,
  helpFirst = false,
  className = "",
  children,
}: {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The word that marks the field optional ("optional"), after the label in a quieter type; none for a required one. */
  optional?: string;
  help?: { id: string; text: ReactNode };
  /** The help above the control, not under it: for a field whose help says how to fill it before one starts. */
  helpFirst?: boolean;
  /** The wrapper's layout classes (a width, a grid column, a CSS-shown `trios-only`). */
  className?: string;
  children: ReactNode;
}) {
  const helpLine = help && (
    <p id={help.id} className={HELP_TEXT}>
      {help.text}
    </p>
  );
  return (
    <div className={className ? `${className} space-y-1` : "space-y-1"}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional && (
          <>
            {" "}
            <span className="font-normal text-neutral-600 dark:text-neutral-400">{optional}</span>
          </>
        )}
      </label>
      {helpFirst && helpLine}
      {children}
      {!helpFirst && helpLine}
    </div>
  );
}
