// The class strings of the controls every form shares, so a button or field looks the same on / and /organizer.

export const PRIMARY_BUTTON =
  "inline-flex items-center gap-2 rounded-md bg-indigo-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-wait aria-disabled:opacity-80 dark:bg-indigo-500 dark:text-neutral-950 dark:hover:bg-indigo-400";

export const FIELD_CONTROL =
  "block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100";

/** The summary of a form's errors, focused when a submission fails. */
export const ERROR_SUMMARY =
  "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-100";

/** A secondary action, as a button or a link: the report's actions, its copy and download buttons. */
export const SECONDARY_BUTTON =
  "rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:hover:bg-neutral-800";
