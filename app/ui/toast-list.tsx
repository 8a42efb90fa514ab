import { Toast } from "radix-ui";
import { Link } from "react-router";
import type { ShownToast, ToastListProps, ToastMessage } from "./toast";

/** How long a toast stays up unless it is closed first (hovering or focusing it pauses the timer). */
const TOAST_DURATION_MS = 6000;

const toneClass: Record<ToastMessage["tone"], string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  error: "border-red-200 bg-red-50 text-red-950",
};

/**
 * Radix Toast: an announced, dismissable message in a fixed corner (F8 jumps to it). Errors are announced at
 * once (foreground), confirmations politely (background). Loaded with the first toast a page shows (toast.tsx).
 */
export default function ToastList({ toasts, onRemove, label, viewportLabel, closeLabel }: ToastListProps) {
  return (
    <Toast.Provider label={label} duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast: ShownToast) => (
        <Toast.Root
          key={toast.id}
          type={toast.tone === "error" ? "foreground" : "background"}
          onOpenChange={(isOpen) => !isOpen && onRemove(toast.id)}
          className={`flex items-start gap-3 rounded-xl border px-4 py-3 shadow-lg data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${toneClass[toast.tone]}`}
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${toast.tone === "error" ? "bg-red-600" : "bg-emerald-600"}`}
          >
            {toast.tone === "error" ? "!" : "✓"}
          </span>
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="mt-0.5 text-sm wrap-anywhere">{toast.description}</Toast.Description>}
            {toast.link && (
              <Link to={toast.link.to} className="mt-1 inline-block text-sm font-semibold underline underline-offset-2">
                {toast.link.label}
              </Link>
            )}
          </div>
          <Toast.Close aria-label={closeLabel} className="-m-1 shrink-0 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100">
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={viewportLabel}
        className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-sm flex-col gap-2 outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      />
    </Toast.Provider>
  );
}
