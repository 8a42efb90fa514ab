import { createContext, lazy, Suspense, use, useCallback, useEffect, useRef, useState } from "react";
import { useFetchers } from "react-router";

/** Older toasts give way when more pile up. */
const MAX_VISIBLE_TOASTS = 3;

export interface ToastMessage {
  title: string;
  description?: string;
  tone: "success" | "error";
  /** A link under the text, to where the thing the toast is about can be seen. */
  link?: { to: string; label: string };
}

export interface ShownToast extends ToastMessage {
  id: number;
}

interface ToastLabels {
  label: string;
  viewportLabel: string;
  closeLabel: string;
}

export interface ToastListProps extends ToastLabels {
  toasts: ShownToast[];
  onRemove: (id: number) => void;
}

const ShowToastContext = createContext<((message: ToastMessage) => void) | null>(null);

// Radix Toast (and the Radix layers under it, ~16 kB compressed) stays out of a page's first load: a toast only ever
// follows a write, so the list loads when a fetcher of the page starts one, and at the latest with the first toast.
const loadToastList = () => import("./toast-list");
const ToastList = lazy(loadToastList);

/** Shows a toast; only inside a ToastProvider. */
export function useToast(): (message: ToastMessage) => void {
  const show = use(ShowToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider");
  return show;
}

/**
 * Toasts for the page inside it (toast-list.tsx draws them). Nothing is rendered before the first toast, so the server's
 * HTML and hydration hold no toast markup; once shown, the list and its viewport (the "F8" region) stay.
 * The labels come from the page's dictionary.
 */
export function ToastProvider({ children, ...labels }: ToastLabels & { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [hasShown, setHasShown] = useState(false);
  const nextId = useRef(0);

  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1;
    const toast = { ...message, id: nextId.current };
    setToasts((current) => [...current, toast].slice(-MAX_VISIBLE_TOASTS));
    setHasShown(true);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const isWriting = useFetchers().some((fetcher) => fetcher.state === "submitting");
  useEffect(() => {
    if (isWriting) void loadToastList();
  }, [isWriting]);

  return (
    <>
      <ShowToastContext value={show}>{children}</ShowToastContext>
      {hasShown && (
        <Suspense>
          <ToastList toasts={toasts} onRemove={remove} {...labels} />
        </Suspense>
      )}
    </>
  );
}
