import { Dialog } from "radix-ui";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";
import { JobFiltersPanel } from "./job-filters";
import type { JobFiltersSheetProps } from "./job-filters-sheet-button";

/**
 * The filter sheet, loaded on first use by JobFiltersSheetButton: the side panel's form, applied at once as on
 * desktop (the list behind it updates); Radix traps the focus, closes on Escape and a click outside.
 */
export default function JobFiltersSheet({ onClose, ...panel }: JobFiltersSheetProps & { onClose: () => void }) {
  const t = useT(jobsText).filters;
  return (
    <Dialog.Root defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] space-y-4 overflow-y-auto rounded-t-2xl bg-zinc-50 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t.title}</Dialog.Title>
          <JobFiltersPanel {...panel} isTitled={false} />
          <Dialog.Close className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600">{t.done}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
