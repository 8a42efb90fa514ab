// What the sign-in dialog opens on, shared by the dialog's provider and the dialog itself (which it loads on demand).
export type SignInMode = "sign-in" | "register";
export type SignInError = "google";

/** better-auth comes back with this after a failed Google sign-in (the dialog sets it as errorCallbackURL). */
export const SIGN_IN_ERROR_PARAM = "signInError";
