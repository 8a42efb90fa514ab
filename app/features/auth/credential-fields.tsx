import { LIMITS } from "~/config/constants";
import { authText } from "~/i18n/auth";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import type { CredentialsFieldErrors } from "./credentials.schema";

const inputClass =
  "w-full rounded-md border border-zinc-300 bg-white px-3 py-2.5 text-base focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30 aria-invalid:border-red-600";

/** E-mail and password inputs with their labels and messages; `idPrefix` keeps ids unique per form. */
export function CredentialFields({ idPrefix, errors, isNewPassword = false }: { idPrefix: string; errors?: CredentialsFieldErrors; isNewPassword?: boolean }) {
  const t = useT(authText).fields;
  const message = (key: keyof CredentialsFieldErrors) => {
    const code = errors?.[key];
    return code ? interpolate(t[code], { n: LIMITS.passwordMinLength }) : null;
  };
  const emailError = message("email");
  const passwordError = message("password");
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-medium text-zinc-800">{t.email}</label>
        <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" required maxLength={LIMITS.profile.email} aria-invalid={Boolean(emailError)} aria-describedby={emailError ? `${idPrefix}-email-error` : undefined} className={inputClass} />
        {emailError && <p id={`${idPrefix}-email-error`} className="text-sm text-red-700">{emailError}</p>}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-password`} className="text-sm font-medium text-zinc-800">{t.password}</label>
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
        <p id={`${idPrefix}-password-hint`} className="text-xs text-zinc-600">{interpolate(t.passwordHint, { n: LIMITS.passwordMinLength })}</p>
        {passwordError && <p id={`${idPrefix}-password-error`} className="text-sm text-red-700">{passwordError}</p>}
      </div>
    </>
  );
}
