import { getFormProps, useForm } from "@conform-to/react";
import { Dialog } from "radix-ui";
import { useId, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import { INQUIRY } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { useViewer } from "~/features/auth";
import { inquiriesText } from "~/i18n/inquiries";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { controlClass, describedBy, FieldFrame } from "~/ui/field-frame";
import { SEND_INQUIRY_INTENT, type InquiryAnswer } from "./inquiry";
import type { InquiryTarget } from "./inquiry-button";
import { inquirySchema, isInquiryFieldError, OTHER_WORK_KIND, todayAtSiteOffset } from "./inquiry.schema";

type FieldName = keyof (typeof inquiriesText)["ru"]["form"]["fields"];

/**
 * The inquiry form in a dialog, loaded by InquiryButton on first use (docs/decisions/036): Conform checks it with the
 * schema the action uses (docs/decisions/017) and it posts to the profile page's own action. Radix traps the focus and
 * closes on Escape; on a phone the dialog fills the screen and scrolls. Once sent, it says what happens next: delivered
 * (a signed-in client writing from their confirmed address) or "check your mail" (everyone else).
 */
export default function InquiryDialog({
  specialistId,
  specialistName,
  services,
  opener,
  onClose,
}: InquiryTarget & { opener: RefObject<HTMLElement | null>; onClose: () => void }) {
  const t = useT(inquiriesText);
  const viewer = useViewer();
  const id = useId();
  const fetcher = useFetcher<InquiryAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const isBusy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `${id}-inquiry`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseForm(formData, inquirySchema),
  });
  const [message, setMessage] = useState("");
  const [isNegotiable, setIsNegotiable] = useState(false);
  const isOwnProfile = viewer?.id === specialistId;
  const sent = answer?.sent ?? null;

  const errorOf = (name: FieldName) => {
    const key = fields[name].errors?.[0];
    if (key === undefined) return undefined;
    return isInquiryFieldError(key) ? t.form.errors[key] : t.form.errors.invalid;
  };
  const formErrorKey = form.errors?.[0];
  const formError = formErrorKey === undefined ? null : ((t.form.errors as Record<string, string>)[formErrorKey] ?? t.form.errors.invalid);

  const control = (name: FieldName, hasHint = false) => {
    const error = errorOf(name);
    return {
      id: fields[name].id,
      name: fields[name].name,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy(fields[name].id, { hasHint, hasCounter: false, hasError: Boolean(error) }),
      className: controlClass,
    };
  };

  return (
    <Dialog.Root defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          aria-describedby={`${id}-lead`}
          onOpenAutoFocus={(event) => {
            // On touch screens the keyboard would cover the form: the dialog's title is read first instead.
            if (!window.matchMedia("(pointer: fine)").matches) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed inset-x-2 top-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">
              {t.form.title}: {specialistName}
            </Dialog.Title>
            <Dialog.Close aria-label={t.form.close} className="-m-2 shrink-0 rounded-md p-2 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {sent ? (
            <div role="status" className="mt-5 space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
              <p id={`${id}-lead`} className="text-lg font-bold">
                {sent.state === "delivered" ? t.sent.title : t.sent.confirmTitle}
              </p>
              <p>{interpolate(sent.state === "delivered" ? t.sent.text : t.sent.confirmText, { email: sent.email })}</p>
              <Dialog.Close className={buttonClass.primary}>{t.sent.close}</Dialog.Close>
            </div>
          ) : isOwnProfile ? (
            <p id={`${id}-lead`} role="status" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
              {t.form.ownProfile}
            </p>
          ) : (
            <fetcher.Form method="post" {...getFormProps(form)} aria-busy={isBusy} className="relative mt-3 space-y-4">
              <p id={`${id}-lead`} className="text-zinc-700">
                {t.form.lead}
              </p>
              <input type="hidden" name="intent" value={SEND_INQUIRY_INTENT} />
              <div className="grid gap-4 sm:grid-cols-2">
                <FieldFrame id={fields.clientName.id} label={t.form.fields.clientName} error={errorOf("clientName")} isRequired>
                  <input {...control("clientName")} type="text" autoComplete="name" maxLength={INQUIRY.fields.clientName} aria-required />
                </FieldFrame>
                <FieldFrame
                  id={fields.clientEmail.id}
                  label={t.form.fields.clientEmail}
                  hint={viewer?.emailVerified ? undefined : t.form.hints.signedOut}
                  error={errorOf("clientEmail")}
                  isRequired
                >
                  <input
                    {...control("clientEmail", !viewer?.emailVerified)}
                    type="email"
                    autoComplete="email"
                    defaultValue={viewer?.email ?? ""}
                    maxLength={254}
                    aria-required
                  />
                </FieldFrame>
                <FieldFrame id={fields.clientContact.id} label={t.form.fields.clientContact} hint={t.form.hints.clientContact} error={errorOf("clientContact")}>
                  <input {...control("clientContact", true)} type="text" autoComplete="tel" maxLength={INQUIRY.fields.clientContact} />
                </FieldFrame>
                <FieldFrame id={fields.workKind.id} label={t.form.fields.workKind} error={errorOf("workKind")} isRequired>
                  <select {...control("workKind")} defaultValue="" aria-required>
                    <option value="" disabled>
                      {t.form.workKindPlaceholder}
                    </option>
                    {services.map((service) => (
                      <option key={service.id} value={service.id}>
                        {service.title}
                      </option>
                    ))}
                    <option value={OTHER_WORK_KIND}>{t.form.workKindOther}</option>
                  </select>
                </FieldFrame>
              </div>
              <fieldset className="space-y-2" aria-describedby={`${id}-budget-hint`}>
                <legend className="text-sm font-medium text-zinc-800">{t.form.legend}</legend>
                <p id={`${id}-budget-hint`} className="text-xs text-zinc-600">
                  {t.form.hints.budget}
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FieldFrame id={fields.budgetFrom.id} label={t.form.fields.budgetFrom} error={errorOf("budgetFrom")}>
                    <input {...control("budgetFrom")} type="text" inputMode="numeric" maxLength={15} disabled={isNegotiable} />
                  </FieldFrame>
                  <FieldFrame id={fields.budgetTo.id} label={t.form.fields.budgetTo} error={errorOf("budgetTo")}>
                    <input {...control("budgetTo")} type="text" inputMode="numeric" maxLength={15} disabled={isNegotiable} />
                  </FieldFrame>
                </div>
                <label className="flex items-center gap-2 text-sm text-zinc-800">
                  <input
                    type="checkbox"
                    name={fields.budgetNegotiable.name}
                    value="on"
                    checked={isNegotiable}
                    onChange={(event) => setIsNegotiable(event.target.checked)}
                    className="size-5 accent-violet-700"
                  />
                  {t.form.fields.budgetNegotiable}
                </label>
              </fieldset>
              <FieldFrame id={fields.deadline.id} label={t.form.fields.deadline} hint={t.form.hints.deadline} error={errorOf("deadline")}>
                <input {...control("deadline", true)} type="date" min={todayAtSiteOffset()} />
              </FieldFrame>
              <FieldFrame
                id={fields.message.id}
                label={t.form.fields.message}
                counter={{ value: message, max: INQUIRY.fields.message }}
                error={errorOf("message")}
                isRequired
              >
                <textarea
                  {...control("message")}
                  aria-describedby={describedBy(fields.message.id, { hasHint: false, hasError: Boolean(errorOf("message")) })}
                  rows={6}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  maxLength={INQUIRY.fields.message}
                  aria-required
                />
              </FieldFrame>
              <FieldFrame id={fields.referenceLink.id} label={t.form.fields.referenceLink} hint={t.form.hints.referenceLink} error={errorOf("referenceLink")}>
                <input {...control("referenceLink", true)} type="url" inputMode="url" maxLength={INQUIRY.fields.referenceLink} />
              </FieldFrame>
              {/* The honeypot: out of sight and out of the tab order; a bot that fills every field gives itself away. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor={`${id}-homepage`}>{t.form.honeypot}</label>
                <input id={`${id}-homepage`} type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              {formError && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {formError}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={isBusy} className={buttonClass.primary}>
                  {isBusy ? t.form.sending : t.form.send}
                </button>
                <Dialog.Close className="rounded-md border border-zinc-300 px-5 py-2.5 font-semibold hover:border-violet-600">{t.form.close}</Dialog.Close>
              </div>
            </fetcher.Form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
