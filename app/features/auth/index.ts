// The auth feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export type { Viewer } from "./session.server";
export { preloadSignInDialog, useSignInDialog } from "./sign-in-dialog-context";
export { useIsGoogleSignInEnabled, useViewer } from "./use-viewer";
export { changeEmailSchema, parseAccountAddressIntent, type AccountAddressActionData } from "./account-address.schema";
export { emailLinkOutcome } from "./email-confirmation";
export { useFieldMessage } from "./field-message";
