import { lazy, Suspense, useRef, useState } from "react";
import { inquiryButtonText } from "~/i18n/inquiry-button";
import { useT } from "~/i18n/use-language";

/** A service the client may name as the kind of work. */
interface InquiryService {
  id: string;
  title: string;
}

export interface InquiryTarget {
  specialistId: string;
  specialistName: string;
  services: InquiryService[];
}

// The dialog (Radix Dialog, Conform, zod and the form's texts) stays out of the profile page's first load; reaching for
// the button starts loading it.
const loadDialog = () => import("./inquiry-dialog");
const InquiryDialog = lazy(loadDialog);

/**
 * «Обсудить проект» on a Pro's public profile (issue 27, docs/decisions/036): opens the inquiry form in a dialog. The
 * page is the same for every visitor (it comes from the render cache, docs/decisions/005): whether the visitor is signed
 * in is read in the browser (the prefilled e-mail) and decided by the action.
 */
export function InquiryButton(target: InquiryTarget) {
  const t = useT(inquiryButtonText);
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="space-y-1.5">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setIsOpen(true)}
        className="w-full rounded-md bg-violet-700 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-violet-600 sm:w-auto"
      >
        {t.open}
      </button>
      <p className="text-sm text-zinc-600">{t.hint}</p>
      {isOpen && (
        <Suspense>
          <InquiryDialog {...target} opener={opener} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
