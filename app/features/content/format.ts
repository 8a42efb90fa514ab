/** "https://t.me/zvuk_rabota_manager" → "@zvuk_rabota_manager". */
export function telegramHandle(url: string): string {
  const name = new URL(url).pathname.replace(/^\/+|\/+$/g, "");
  return `@${name}`;
}

/** "+7 (495) 000-00-00" → "tel:+74950000000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
