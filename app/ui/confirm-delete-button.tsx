import { AlertDialog } from "radix-ui";
import { buttonClass } from "./button-classes";

interface ConfirmDeleteButtonProps {
  /** The button's accessible name, naming the item ("Удалить проект «…»"). */
  label: string;
  title: string;
  text: string;
  onConfirm: () => void;
  isDeleting: boolean;
  isDisabled: boolean;
  /** The button's text, the dialog's cancel, and the button's text while deleting. */
  texts: { button: string; cancel: string; deleting: string };
}

/** "Удалить", then a confirmation dialog: nothing is deleted on one click. */
export function ConfirmDeleteButton({ label, title, text, onConfirm, isDeleting, isDisabled, texts: t }: ConfirmDeleteButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger aria-label={label} disabled={isDisabled} className={buttonClass.danger}>
        {isDeleting ? t.deleting : t.button}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 wrap-anywhere text-zinc-700">{text}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>{t.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-600">
              {t.button}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
