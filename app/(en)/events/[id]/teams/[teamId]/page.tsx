export { default, metadata } from "../../../../../[locale]/events/[id]/teams/[teamId]/page";

// Segment config is read from the route's own file, never from a re-export.
export const dynamic = "force-dynamic";
