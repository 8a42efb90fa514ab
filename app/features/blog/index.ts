// The blog feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { parseBlogRow } from "./parse-blog-row";
