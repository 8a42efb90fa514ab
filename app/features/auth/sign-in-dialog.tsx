import { Dialog, Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { authText } from "~/i18n/auth";
import { useLocalizePath, useT } from "~/i18n/use-language";
import type { SignInDialogProps } from "./sign-in-dialog-context";
import type { SignInMode } from "./sign-in-mode";
import { SignInPanel } from "./sign-in-panel";
import { useRecheckSessionFromElsewhere } from "./signed-in-elsewhere";
import { useViewer } from "./use-viewer";

const MODES: readonly SignInMode[] = ["sign-in", "register"];

const tabClass =
  "rounded-md px-3 py-2 text-sm font-semibold text-zinc-700 hover:text-zinc-950 data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow-sm";

/**
 * Spec 2 "Sign-in modal", lazy-loaded by SignInDialogProvider: tabs "Войти" and "Регистрация". Radix
 * traps the focus and closes on Escape, on a click outside and on the close button; closing unmounts
 * the dialog, so fields and errors start empty next time. When a session appears while it is open, it closes and
 * the cabinet opens (spec 2): the form's own redirect brings it, and a sign-in in another tab is picked up from that
 * tab's announcement or when this tab comes back to the front.
 */
export default function SignInDialog({ initialMode, initialError, opener, redirectTo, onClose }: SignInDialogProps) {
  const t = useT(authText).dialog;
  const viewer = useViewer();
  const [mode, setMode] = useState(initialMode);
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useRecheckSessionFromElsewhere();

  useEffect(() => {
    if (!viewer) return;
    onClose();
    const target = redirectTo ?? localize("/dashboard");
    if (pathname !== new URL(target, "http://site.invalid").pathname) void navigate(target);
  }, [viewer, onClose, localize, navigate, pathname, redirectTo]);

  return (
    <Dialog.Root defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // A mouse or keyboard user starts typing at once; on touch screens the keyboard would cover the dialog.
            if (!window.matchMedia("(pointer: fine)").matches) return;
            const email = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]') : null;
            if (email) {
              event.preventDefault();
              email.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed inset-x-2 top-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t.title}</Dialog.Title>
            <Dialog.Close aria-label={t.close} className="-m-2 shrink-0 rounded-md p-2 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Tabs.Root value={mode} onValueChange={(value) => setMode(value === "register" ? "register" : "sign-in")} className="mt-5">
            <Tabs.List aria-label={t.title} className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1">
              <Tabs.Trigger value="sign-in" className={tabClass}>
                {t.signInTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabClass}>
                {t.registerTab}
              </Tabs.Trigger>
            </Tabs.List>
            {MODES.map((panelMode) => (
              <Tabs.Content
                key={panelMode}
                value={panelMode}
                className="mt-5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-600"
              >
                <SignInPanel mode={panelMode} initialError={panelMode === initialMode ? initialError : undefined} redirectTo={redirectTo} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
