import { Link } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { useLocalizePath } from "~/i18n/use-language";

const variants = {
  accent: "bg-amber-400 text-zinc-950 hover:bg-amber-300",
  primary: "bg-violet-700 text-white hover:bg-violet-600",
} as const;

/**
 * Spec 2 "Pro landing": a call to action to the pricing page; a signed-out click opens the sign-in dialog
 * instead of navigating (before hydration the link simply leads to pricing). Pro users (spec 6) do not see it.
 */
export function ProCallToAction({ variant, children }: { variant: keyof typeof variants; children: React.ReactNode }) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const localize = useLocalizePath();
  if (viewer?.isPro) return null;
  return (
    <Link
      to={localize("/pricing")}
      onClick={(event) => {
        if (viewer) return;
        event.preventDefault();
        signIn.open();
      }}
      className={`inline-block rounded-md px-6 py-3 text-lg font-bold ${variants[variant]}`}
    >
      {children}
    </Link>
  );
}
