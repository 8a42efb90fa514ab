import type { KnipConfig } from "knip";

// Unused files, exports, types and dependencies (`npm run lint`). Knip's own plugins read the rest: React Router (the
// routes of app/routes.ts, app/root.tsx, app/entry.server.tsx), Vitest's projects, Playwright (its specs and the
// webServer commands), esbuild, Drizzle, ESLint, Prettier, Tailwind, and package.json's scripts (server/start.ts,
// scripts/*.ts, bench/run.ts). Route modules import `./+types/…`: `npm run lint` runs `react-router typegen` first.
export default {
  entry: [
    // Run by path, not imported: by hand (docs/developing.md), or spawned by a test or the bench.
    "scripts/feature-imports.ts",
    "tests/support/mail-crash-child.ts",
    "tests/support/workers-fixture.ts",
    "bench/bare-server.ts",
    "bench/bare-render.ts",
  ],
  // Spawned from the system, never installed by npm (.ci/run installs nginx and ffmpeg; openssl, unshare and prlimit come with the OS).
  ignoreBinaries: ["nginx", "openssl", "unshare", "ffmpeg", "prlimit"],
  ignoreDependencies: [
    // Never imported: React Router's Vite plugin keeps the "node" export condition for the server build only while it
    // is a dependency (@react-router/dev's hasNodeDependency), and docs/decisions/001 pins it with the other two.
    "@react-router/node",
    // Loaded by a variable specifier in tests/fakes/oidc-provider.ts (it ships no types).
    "oidc-provider",
  ],
} satisfies KnipConfig;
