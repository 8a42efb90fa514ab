import { LIMITS } from "~/config/constants";
import { authText } from "~/i18n/auth";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { isCredentialsErrorKey, type CredentialsErrorKey } from "./credentials.schema";

/**
 * The text of a credential field's first message in the page's language: Conform hands over the schema's messages,
 * which are keys of auth.fields; anything else (never sent by this app's schema or actions) shows `fallback`.
 */
export function useFieldMessage(): (errors: readonly string[] | undefined, fallback: CredentialsErrorKey) => string | null {
  const t = useT(authText).fields;
  return (errors, fallback) => {
    const key = errors?.[0];
    if (key === undefined) return null;
    return interpolate(t[isCredentialsErrorKey(key) ? key : fallback], { n: LIMITS.passwordMinLength });
  };
}
