import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/adapters/db/schema/index.ts",
  out: "./app/adapters/db/migrations",
});
