// The rate guide's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { RateCards, RateMethod, RatesForSpecialists } from "./rate-guide-view";
