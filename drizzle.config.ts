// drizzle-kit's settings: `npx drizzle-kit generate` writes a new migration after a change to the schema.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/events/schema.ts",
  out: "./server/events/migrations",
});
