import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { commonText } from "~/i18n/common";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { AccountLinks } from "./account-links";
import { LanguageToggle } from "./language-toggle";
import { NAV_ITEMS } from "./nav-items";

/**
 * The full-screen menu for narrow screens. Radix Dialog traps focus, closes on Escape and gives
 * focus back to the menu button; it is loaded on first use (see mobile-menu-button.tsx).
 */
export default function MobileMenuDialog({ onClose }: { onClose: () => void }) {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  // Mounted by a click on the menu button, which still has the focus; Radix returns it only to its own Trigger.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // "Войти": the menu closes first; the sign-in dialog opens once the focus is back on the menu button,
  // so closing the dialog later returns there too.
  const isSigningIn = useRef(false);

  return (
    <Dialog.Root defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col gap-8 overflow-y-auto p-6 text-white"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
            if (isSigningIn.current) signInDialog.open("sign-in");
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t.header.menuTitle}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-white/10" aria-label={t.header.closeMenu}>
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t.header.navLabel}>
            <ul className="flex flex-col gap-2 text-2xl font-semibold">
              {NAV_ITEMS.map((item) => (
                <li key={item.key}>
                  <Link to={localize(item.path)} onClick={onClose} className="block py-2 hover:text-amber-300">
                    {t.header.nav[item.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3">
            {!viewer?.isPro && (
              <Link to={localize("/pro")} onClick={onClose} className="rounded-md bg-amber-400 px-4 py-2 font-semibold text-zinc-950">
                {t.header.pro}
              </Link>
            )}
            <AccountLinks
              variant="menu"
              onNavigate={onClose}
              onSignIn={() => {
                isSigningIn.current = true;
                onClose();
              }}
            />
            <LanguageToggle className="px-3 py-2" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
