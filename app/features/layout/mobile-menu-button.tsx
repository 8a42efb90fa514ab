import { lazy, Suspense, useState } from "react";
import { commonText } from "~/i18n/common";
import { useT } from "~/i18n/use-language";

// The dialog (and Radix with it) stays out of every page's first load; pointing at the button starts fetching it.
const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

export function MobileMenuButton() {
  const t = useT(commonText);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setIsOpen(true)}
        className="rounded-md p-2 hover:bg-current/10 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen && (
        <Suspense>
          <MobileMenuDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
