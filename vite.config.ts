import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// The production server bundles its dependencies: Node resolving and loading the thousands of files of
// drizzle-orm, better-auth, zod and the rest took ~1.5 s of every start, the bundle loads in ~0.35 s.
// Kept outside: React and React Router (the server's own code shares their classes with the bundle),
// packages that load files of their own at run time (PGlite's WebAssembly, pino's transports), and
// clients of optional services (S3, SMTP, PostgreSQL), and prom-client, whose one registry the server and the
// bundle share.
const SERVER_EXTERNALS = [
  "react",
  "react-dom",
  "react-router",
  "@electric-sql/pglite",
  "pg",
  "pino",
  "prom-client",
  "@aws-sdk/client-s3",
  "@aws-sdk/lib-storage",
  "nodemailer",
];

/**
 * A feature's public surface (app/features/<feature>/index.ts) only re-exports, so it has no effect of its own: said
 * so, the bundler leaves it out instead of emitting a chunk that does nothing but import its modules.
 */
const featureSurfaces: Plugin = {
  name: "feature-surfaces",
  transform(code, id) {
    return /\/app\/features\/[^/]+\/index\.ts$/.test(id) ? { code, moduleSideEffects: false } : null;
  },
};

/**
 * React, React DOM and React Router in one browser chunk (with React Router's entry, which imports them all): every page
 * loads all of them, and as one file they compress better and drop the imports and exports between six — 4.9 kB less
 * gzip on every page's first load (docs/decisions/016, "First-load JavaScript").
 */
const FRAMEWORK_CHUNK = { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]/ };

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), featureSurfaces],
  resolve: { tsconfigPaths: true },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } } } } },
  ssr: command === "build" ? { noExternal: true, external: SERVER_EXTERNALS } : undefined,
}));
