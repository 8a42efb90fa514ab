// The inquiries feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { InquiryButton } from "./inquiry-button";
export { InquiriesPanel } from "./inquiries-panel";
export { parseInquiryIntent } from "./inquiry-inbox.schema";
