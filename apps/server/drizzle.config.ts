import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new SQL migration
// after a schema change. Migrations are checked in and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/db/schema.ts",
  out: "./apps/server/src/db/migrations",
});
