export { default, generateMetadata } from "../../../[locale]/check/print/page";
