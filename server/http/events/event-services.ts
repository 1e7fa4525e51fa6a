import "server-only";
// The events' handlers' dependencies from the process's services (server/services.ts): the store opens on first use.
import { services } from "../../services";
import type { EventDependencies } from "./event-dependencies";

export function eventDependencies(): EventDependencies {
  const { cardSource, limiter, config, eventDesk, deckLinks } = services();
  return {
    store: async () => (await eventDesk()).store(),
    retentionDays: config.EVENT_RETENTION_DAYS,
    cardSource,
    limiter,
    siteUrl: config.SITE_URL,
    deckLinks,
  };
}
