// The inquiries feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { InquiryButton } from "./inquiry-button";
