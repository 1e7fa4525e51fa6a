export { default, generateMetadata } from "../../[locale]/organizer/page";
