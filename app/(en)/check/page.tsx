export { default, generateMetadata } from "../../[locale]/check/page";
