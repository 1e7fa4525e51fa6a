"use client";

import Link from "next/link";

/** Last resort for a check that failed unexpectedly: a readable page, never a blank one. */
// `retry` asks the server for the page again; `reset` alone would re-render the same failure.
export default function CheckError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section
      aria-labelledby="error-heading"
      className="space-y-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 sm:p-6 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h1 id="error-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        The check could not be finished
      </h1>
      <p>
        Something went wrong while checking this team. If card data is the cause, Scryfall is not answering; try again,
        or use offline card data. The lists are still in the link and in the form on this device.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-indigo-500 dark:text-neutral-950"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-md border border-current px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Back to the form
        </Link>
      </div>
    </section>
  );
}
