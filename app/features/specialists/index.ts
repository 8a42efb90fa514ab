// The specialists feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export type { Project, ProfileFields, Service, SpecialistCard as SpecialistCardData } from "./specialist";
export { SpecialistCard } from "./specialist-card";
export { parseServicePrice } from "./service-price";
