// One formatter for the tree (`npm run format`; `npm test` runs `format:check`). The Tailwind plugin
// sorts class lists in the order Tailwind's own docs and create-t3-app use.
/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/globals.css",
};

export default config;
