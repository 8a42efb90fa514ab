import { LIMITS, SESSION } from "~/config/constants";
import { authText } from "~/i18n/auth";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { useFieldMessage } from "./field-message";

const inputClass =
  "w-full rounded-md border border-zinc-300 bg-white px-3 py-2.5 text-base focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30 aria-invalid:border-red-600";

/** The e-mail of the account whose password is to be reset, with Conform's messages for it (the schema's keys). */
export function ResetEmailField({ errors, defaultValue }: { errors?: readonly string[]; defaultValue?: string }) {
  const t = useT(authText).fields;
  const message = useFieldMessage()(errors, "emailInvalid");
  return (
    <div className="space-y-1">
      <label htmlFor="reset-email" className="text-sm font-medium text-zinc-800">
        {t.email}
      </label>
      <input
        id="reset-email"
        name="email"
        type="email"
        defaultValue={defaultValue}
        autoComplete="email"
        required
        maxLength={LIMITS.profile.email}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? "reset-email-error" : undefined}
        className={inputClass}
      />
      {message && (
        <p id="reset-email-error" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/** The new password, with the shared rule shown as a hint (spec 5: at least 6 characters). */
export function NewPasswordField({ errors }: { errors?: readonly string[] }) {
  const t = useT(authText);
  const message = useFieldMessage()(errors, "passwordRequired");
  return (
    <div className="space-y-1">
      <label htmlFor="reset-password" className="text-sm font-medium text-zinc-800">
        {t.reset.newPassword}
      </label>
      <input
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMinLength}
        maxLength={SESSION.passwordMaxLength}
        aria-invalid={Boolean(message)}
        aria-describedby={`reset-password-hint${message ? " reset-password-error" : ""}`}
        className={inputClass}
      />
      <p id="reset-password-hint" className="text-xs text-zinc-600">
        {interpolate(t.fields.passwordHint, { n: LIMITS.passwordMinLength })}
      </p>
      {message && (
        <p id="reset-password-error" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
