import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/adapters/db/schema.ts",
  out: "./app/adapters/db/migrations",
});
