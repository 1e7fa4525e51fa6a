// The class strings every page shares, so a control looks the same on /, /check and /organizer.
/** The keyboard focus ring of every button, link and choice: written once, so all of them show focus alike. */
export const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A text field or a select; its ring sits closer (offset 1) and colors the border too. */
export const FIELD_CONTROL =
  "block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500";

/** A pasted list's field (a deck, the pool, the organizer's CSV): a list is read in a fixed-width font. */
export const LIST_CONTROL = `${FIELD_CONTROL} font-mono text-sm leading-relaxed`;

/** A radio button or a checkbox beside its label. */
export const CHOICE_CONTROL = `mt-1 size-4 shrink-0 accent-indigo-700 ${FOCUS_RING} dark:accent-indigo-400`;

/** The quieter line under or above a field that says what it takes. */
export const HELP_TEXT = "text-sm text-neutral-600 dark:text-neutral-400";

/** A page that says why a check is not shown (ui/message-panel.tsx, the check's error page): an amber panel. */
export const MESSAGE_PANEL =
  "space-y-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 sm:p-6 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50";

/** That panel's heading, the page's <h1>. */
export const MESSAGE_HEADING = "text-2xl font-bold tracking-tight sm:text-3xl";

/** The summary of a form's errors, focused when a submission fails. */
export const ERROR_SUMMARY =
  "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-100";

// Buttons by variant and size, for a <button> (Button) and for a link that acts as one. A table, not a
// library (cva): six variants and four sizes need no more than this.
const VARIANTS = {
  /** The page's one main action: Check, Check all teams, Print, a message page's way on. */
  primary:
    "rounded-md bg-indigo-700 font-semibold text-white hover:bg-indigo-800 aria-disabled:cursor-wait aria-disabled:opacity-80 dark:bg-indigo-500 dark:text-neutral-950 dark:hover:bg-indigo-400",
  /** An action beside the main one: copy, download, start over, add a player. */
  secondary:
    "rounded-md border border-neutral-300 font-medium hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-800",
  /** A main action inside a part of the page (Add team), quieter than the page's own. */
  outline:
    "rounded-md border border-indigo-700 font-semibold text-indigo-800 hover:bg-indigo-50 dark:border-indigo-400 dark:text-indigo-200 dark:hover:bg-indigo-950",
  /** A button that reads as a link: Edit, Undo, a player's removal. */
  link: "rounded text-indigo-700 underline underline-offset-2 dark:text-indigo-300",
  /** A link-like button that takes something away. */
  danger: "rounded text-red-800 underline underline-offset-2 dark:text-red-300",
  /** A link-like button in the text's own color (Cancel). */
  plain: "rounded underline underline-offset-2",
} as const;

const SIZES = {
  large: "inline-flex items-center gap-2 px-5 py-2.5 shadow-sm",
  medium: "px-4 py-2",
  small: "px-3 py-1.5 text-sm",
  /** No box of its own: a link-like button takes the text's size. */
  text: "",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

const DEFAULT_SIZE: Record<ButtonVariant, ButtonSize> = {
  primary: "large",
  secondary: "small",
  outline: "medium",
  link: "text",
  danger: "text",
  plain: "text",
};

export interface ButtonLook {
  variant: ButtonVariant;
  /** Each variant has its usual size (primary large, secondary small, outline medium, the links the text's). */
  size?: ButtonSize;
}

/** The class string of a button's look, focus ring included; for a link styled as a button. */
export function buttonClass({ variant, size = DEFAULT_SIZE[variant] }: ButtonLook): string {
  return [VARIANTS[variant], SIZES[size], FOCUS_RING].filter(Boolean).join(" ");
}
