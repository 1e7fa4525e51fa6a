import type { HTMLAttributes, ReactNode } from "react";

/**
 * A part of a page under its own <h2>, which names it for assistive technology (aria-labelledby).
 * `className` spaces its contents (space-y-4 unless said) and hides it in print where it should be.
 */
export function Section({
  headingId,
  title,
  className = "space-y-4",
  children,
  ...props
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "title" | "className" | "children">) {
  return (
    <section aria-labelledby={headingId} className={className} {...props}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
