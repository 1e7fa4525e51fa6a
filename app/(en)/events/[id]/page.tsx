export { default, metadata } from "../../../[locale]/events/[id]/page";

// Segment config is read from the route's own file, never from a re-export.
export const dynamic = "force-dynamic";
