export { default } from "../[locale]/not-found";
