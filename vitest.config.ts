import { defineConfig } from "vitest/config";

// Separate from vite.config.ts so the React Router plugin is not loaded under test.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Two files at a time on this 2-core machine (the default is cores − 1): the integration suite waits on PostgreSQL
    // and the embedded database half the time, and ran in 164 s with two against ~240 s with one (2026-11-26).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console.ts", "tests/support/jest-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
