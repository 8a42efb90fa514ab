// The rate guide's server-only public surface.
export { findRateGuide, getRateGuide } from "./rate-guide.server";
