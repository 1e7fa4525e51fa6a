export { default, generateMetadata } from "../../../[locale]/events/new/page";
