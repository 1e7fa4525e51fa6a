// The link preview's verdict mark: a tick for a legal team, a cross otherwise, drawn as SVG (the image's
// renderer fetches no fonts or images, docs/development.md, Security notes).
export function Mark({ legal }: { legal: boolean }) {
  return (
    <svg
      width="120"
      height="120"
      viewBox="0 0 24 24"
      fill="none"
      stroke="white"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {legal ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
    </svg>
  );
}

/** The image for a /check/og request (app/(en)/check/og and app/[locale]/check/og), in `locale`. */
