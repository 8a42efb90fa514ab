import { Form, Link } from "react-router";
import { preloadSignInDialog, useSignInDialog, useViewer } from "~/features/auth";
import { commonText } from "~/i18n/common";
import { useLocalizePath, useT } from "~/i18n/use-language";

/**
 * Sign-in button, or the cabinet link and sign-out (spec 2 "Global layout"). The button opens the
 * sign-in dialog; `onSignIn` replaces that (the mobile menu closes itself first, then opens it).
 */
export function AccountLinks({ onNavigate, onSignIn, variant = "header" }: { onNavigate?: () => void; onSignIn?: () => void; variant?: "header" | "menu" }) {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const buttonClass = variant === "header" ? "rounded-md px-3 py-1.5 text-sm font-semibold" : "rounded-md px-4 py-2 font-semibold";
  if (!viewer) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
        onClick={() => (onSignIn ? onSignIn() : signInDialog.open("sign-in"))}
        className={`${buttonClass} bg-violet-700 text-white hover:bg-violet-600`}
      >
        {t.header.signIn}
      </button>
    );
  }
  return (
    <>
      <Link to={localize("/dashboard")} onClick={onNavigate} className={`${buttonClass} bg-violet-700 text-white hover:bg-violet-600`}>
        {t.header.cabinet}
      </Link>
      <Form method="post" action={localize("/logout")} onSubmit={onNavigate}>
        <button type="submit" className={`${buttonClass} border border-current/30 hover:border-current`}>
          {t.header.signOut}
        </button>
      </Form>
    </>
  );
}
