import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import type { Language } from "~/config/constants";

// Every page is registered once per language: at / for Russian and under /en for English.
// Route ids carry the language so both registrations can share one module.
function pages(language: Language): RouteConfig {
  const id = (name: string) => `${language}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("healthz", "routes/healthz.ts"),
  ...pages("ru"),
  ...prefix("en", pages("en")),
] satisfies RouteConfig;
