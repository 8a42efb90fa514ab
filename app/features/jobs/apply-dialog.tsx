import { Dialog } from "radix-ui";
import { TIMINGS } from "~/config/constants";
import { jobPageText } from "~/i18n/job-page";
import { useT } from "~/i18n/use-language";
import { useCopyToClipboard } from "~/ui/use-copy-to-clipboard";
import type { ApplyChannels } from "./job";

const channelClass = "block rounded-md bg-violet-700 px-4 py-3 text-center font-semibold text-white hover:bg-violet-600";

/** Spec 2 "Job detail": only the channels the job has; a blank Telegram link is not a channel. */
export function ApplyDialog({ apply }: { apply: ApplyChannels }) {
  const t = useT(jobPageText);
  const { isCopied, copy } = useCopyToClipboard(TIMINGS.copyConfirmationMs);
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <Dialog.Root>
      <Dialog.Trigger className="w-full rounded-md bg-amber-400 px-6 py-3 text-lg font-bold text-zinc-950 hover:bg-amber-300">{t.detail.apply}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold">{t.applyDialog.title}</Dialog.Title>
          <Dialog.Description className="text-sm text-zinc-700">{t.applyDialog.description}</Dialog.Description>
          <div className="space-y-3">
            {apply.website && (
              <a href={apply.website} {...external} className={channelClass}>
                {t.applyDialog.website}
              </a>
            )}
            {apply.email && (
              <div className="rounded-md border border-zinc-200 p-3">
                <p className="text-xs font-medium text-zinc-600">{t.applyDialog.email}</p>
                <div className="mt-1 flex items-center gap-2">
                  <a href={`mailto:${apply.email}`} className="min-w-0 flex-1 truncate font-medium text-violet-800 underline">
                    {apply.email}
                  </a>
                  <button
                    type="button"
                    onClick={() => void copy(apply.email)}
                    className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-semibold hover:border-violet-600"
                    aria-live="polite"
                  >
                    {isCopied ? t.applyDialog.copied : t.applyDialog.copy}
                  </button>
                </div>
              </div>
            )}
            {apply.form && (
              <a href={apply.form} {...external} className={channelClass}>
                {t.applyDialog.form}
              </a>
            )}
            {apply.telegram.trim() && (
              <a href={telegramUrl(apply.telegram)} {...external} className={channelClass}>
                {t.applyDialog.telegram}
              </a>
            )}
            {apply.hh && (
              <a href={apply.hh} {...external} className={channelClass}>
                {t.applyDialog.hh}
              </a>
            )}
          </div>
          <Dialog.Close className="w-full rounded-md border border-zinc-300 px-4 py-2 font-semibold hover:bg-zinc-50">{t.applyDialog.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A sheet may hold "@handle", "t.me/handle" or a full link. */
function telegramUrl(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//.test(trimmed)) return trimmed;
  if (/^t\.me\//.test(trimmed)) return `https://${trimmed}`;
  return `https://t.me/${trimmed.replace(/^@/, "")}`;
}
