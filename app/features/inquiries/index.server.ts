// The inquiries feature's server-only public surface (issue 27, docs/decisions/036).
export { inquiryAction } from "./inquiry-action.server";
export { confirmInquiry, findConfirmation } from "./inquiries.server";
export { getInquiryInbox } from "./inquiry-inbox.server";
export { runInquiryIntent } from "./inquiry-intent-action.server";
export { startInquiries } from "./inquiry-services.server";
