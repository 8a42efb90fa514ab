// The rate guide's server-only public surface.
export { getRateGuide } from "./rate-guide.server";
