import { createContext, lazy, Suspense, useContext, useMemo, useState } from "react";

export type SignInMode = "sign-in" | "register";

interface SignInDialogControls {
  /** Opens the dialog (spec 2 "Sign-in modal"): from the header, a save button, a review or a Pro call to action. */
  open(mode?: SignInMode): void;
}

const SignInDialogContext = createContext<SignInDialogControls>({ open: () => {} });

// The dialog's code loads on first use, so it weighs nothing on pages where nobody signs in.
const loadDialog = () => import("./sign-in-dialog");
const SignInDialog = lazy(loadDialog);

export function preloadSignInDialog(): void {
  void loadDialog();
}

export function SignInDialogProvider({ children }: { children: React.ReactNode }) {
  const [mode, setMode] = useState<SignInMode | null>(null);
  const controls = useMemo<SignInDialogControls>(() => ({ open: (next = "sign-in") => setMode(next) }), []);
  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      {mode && (
        <Suspense>
          <SignInDialog initialMode={mode} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): SignInDialogControls {
  return useContext(SignInDialogContext);
}
