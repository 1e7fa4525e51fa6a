// Localized links and redirects, next-intl's own (docs/development.md, Languages): from the routing
// config, so English stays unprefixed, the other languages get their prefix, and no page builds one.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { Link, usePathname, useRouter, getPathname } = navigation;
/** Typed where it is declared, so the code after a call knows it never runs (as with next/navigation's). */
export const redirect: typeof navigation.redirect = navigation.redirect;
