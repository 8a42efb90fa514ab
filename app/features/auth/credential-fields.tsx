import { LIMITS } from "~/config/constants";
import { authText } from "~/i18n/auth";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { useFieldMessage } from "./field-message";

const inputClass =
  "w-full rounded-md border border-zinc-300 bg-white px-3 py-2.5 text-base focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30 aria-invalid:border-red-600";

interface CredentialFieldsProps {
  idPrefix: string;
  /** Each field's messages as Conform holds them (the schema's keys), from the browser's check or the action's answer. */
  errors: { email?: readonly string[]; password?: readonly string[] };
  /** The e-mail sent last, for a page rendered from the action's answer (a form posted without JavaScript). */
  defaultEmail?: string;
  isNewPassword?: boolean;
}

/** E-mail and password inputs with their labels and messages; `idPrefix` keeps ids unique per form. */
export function CredentialFields({ idPrefix, errors, defaultEmail, isNewPassword = false }: CredentialFieldsProps) {
  const t = useT(authText).fields;
  const message = useFieldMessage();
  const emailError = message(errors.email, "emailInvalid");
  const passwordError = message(errors.password, "passwordRequired");
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-medium text-zinc-800">
          {t.email}
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          defaultValue={defaultEmail}
          autoComplete="email"
          required
          maxLength={LIMITS.profile.email}
          aria-invalid={Boolean(emailError)}
          aria-describedby={emailError ? `${idPrefix}-email-error` : undefined}
          className={inputClass}
        />
        {emailError && (
          <p id={`${idPrefix}-email-error`} className="text-sm text-red-700">
            {emailError}
          </p>
        )}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-password`} className="text-sm font-medium text-zinc-800">
          {t.password}
        </label>
        <input
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          autoComplete={isNewPassword ? "new-password" : "current-password"}
          required
          minLength={LIMITS.passwordMinLength}
          aria-invalid={Boolean(passwordError)}
          aria-describedby={`${idPrefix}-password-hint${passwordError ? ` ${idPrefix}-password-error` : ""}`}
          className={inputClass}
        />
        <p id={`${idPrefix}-password-hint`} className="text-xs text-zinc-600">
          {interpolate(t.passwordHint, { n: LIMITS.passwordMinLength })}
        </p>
        {passwordError && (
          <p id={`${idPrefix}-password-error`} className="text-sm text-red-700">
            {passwordError}
          </p>
        )}
      </div>
    </>
  );
}
