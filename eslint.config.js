import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import drizzle from "eslint-plugin-drizzle";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries (docs/decisions/014): zones of import-x/no-restricted-paths, paths from the project root.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ["./app/adapters", "./app/config", "./app/i18n", "./app/seo", "./app/server", "./app/ui", "./server"];
const publicSurfaces = (except = "") =>
  features.filter((feature) => feature !== except).flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/index.server.ts`]);
const boundaryZones = [
  {
    target: [...SHARED, "./demo"],
    from: ["./app/features", "./app/routes"],
    message: "Shared code never imports a feature or a route; the server starts feature services only through app/entry.server.tsx.",
  },
  { target: ["./app/features", "./scripts"], from: "./app/routes", message: "Features and scripts never import routes." },
  {
    target: ["./scripts", "./app/entry.server.tsx"],
    from: "./app/features",
    except: publicSurfaces(),
    message: "An entry point (app/entry.server.tsx, scripts/) reaches a feature only through ~/features/<name>/index.server (or index.ts).",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`, ...publicSurfaces(feature)],
    message: "Another feature is imported only through its public surface: ~/features/<name> (index.ts) or ~/features/<name>/index.server.",
  })),
  {
    target: [
      ...SHARED,
      "./scripts",
      "./app/routes",
      "./app/root.tsx",
      "./app/entry.server.tsx",
      ...features.filter((feature) => feature !== "demo-content").map((feature) => `./app/features/${feature}`),
    ],
    from: "./demo",
    message: "Only the server-only modules of app/features/demo-content load demo/.",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-floating-promises": "error",
      // A promise where a void callback is expected (its rejection would go nowhere), and an await of what is not one.
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // One-way imports, checked on resolved paths (the `~/` alias and relative imports alike), and no import cycles.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "demo/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // no-cycle reads the imported modules itself, with this parser.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Intl formatters are built once and shared, and the public pages' formats are written out (docs/decisions/031):
    // only these modules build one, and nothing calls toLocale…String, which builds a formatter on every call.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/i18n/number-format.ts", "app/i18n/dates.ts", "app/i18n/plural.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: "Use numberFormat() / dateTimeFormat() or a written-out format from app/i18n (docs/decisions/031).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
          message: "toLocale…String builds an Intl formatter on every call: use app/i18n's formats (docs/decisions/031).",
        },
      ],
    },
  },
  {
    // An update or delete without a where changes every row: Drizzle's own rules refuse one in the site's code, on the
    // handles it names db, tx and database. Tests are left out: they empty whole tables between cases on purpose, and
    // check that the append-only tables refuse exactly such statements.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "demo/**/*.ts", "bench/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx", "database"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx", "database"] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
