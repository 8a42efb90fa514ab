import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import { SIGN_IN_ERROR_PARAM, type SignInError, type SignInMode } from "./sign-in-mode";
import { useAnnounceSession } from "./signed-in-elsewhere";

export interface SignInDialogProps {
  initialMode: SignInMode;
  /** Shown as soon as the dialog opens: the Google sign-in that came back with an error. */
  initialError?: SignInError;
  /** Gets the focus back when the dialog closes (Radix only does that for its own Trigger). */
  opener?: HTMLElement | null;
  /** Where a sign-in or registration in the dialog leads (a path of this site); the cabinet when not given. */
  redirectTo?: string;
  onClose: () => void;
}

interface SignInDialogOptions {
  /** Where the dialog leads once signed in: a save that needed an account goes on where it is shown (issue 17). */
  redirectTo?: string;
}

interface SignInDialogControls {
  /** Opens the dialog (spec 2 "Sign-in modal"): from the header, a save button, a review or a Pro call to action. */
  open(mode?: SignInMode, options?: SignInDialogOptions): void;
}

const SignInDialogContext = createContext<SignInDialogControls>({ open: () => {} });

// The dialog's code loads on first use, so it weighs nothing on pages where nobody signs in.
const loadDialog = () => import("./sign-in-dialog");
const SignInDialog = lazy(loadDialog);

export function preloadSignInDialog(): void {
  void loadDialog();
}

function focusedElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export function SignInDialogProvider({ children }: { children: React.ReactNode }) {
  const [openedBy, setOpenedBy] = useState<{ mode: SignInMode; opener: HTMLElement | null; redirectTo?: string } | null>(null);
  const controls = useMemo<SignInDialogControls>(
    () => ({ open: (mode = "sign-in", options = {}) => setOpenedBy({ mode, opener: focusedElement(), redirectTo: options.redirectTo }) }),
    [],
  );
  useAnnounceSession();

  // A failed Google sign-in lands on ?signInError=google: the dialog opens with the error (client only,
  // after hydration) and closing it takes the parameter out of the address, so a reload does not repeat it.
  const location = useLocation();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const [dismissedErrorKey, setDismissedErrorKey] = useState<string | null>(null);
  const searchParams = new URLSearchParams(location.search);
  const hasGoogleError = isHydrated && searchParams.get(SIGN_IN_ERROR_PARAM) === "google" && dismissedErrorKey !== location.key;

  const close = useCallback(() => {
    setOpenedBy(null);
    if (!hasGoogleError) return;
    setDismissedErrorKey(location.key);
    const rest = new URLSearchParams(location.search);
    rest.delete(SIGN_IN_ERROR_PARAM);
    const search = rest.size > 0 ? `?${rest}` : "";
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [hasGoogleError, location.hash, location.key, location.pathname, location.search, navigate]);

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      {(openedBy || hasGoogleError) && (
        <Suspense>
          <SignInDialog
            initialMode={openedBy?.mode ?? "sign-in"}
            initialError={hasGoogleError ? "google" : undefined}
            opener={openedBy?.opener ?? null}
            redirectTo={openedBy?.redirectTo}
            onClose={close}
          />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): SignInDialogControls {
  return useContext(SignInDialogContext);
}
