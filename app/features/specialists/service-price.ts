/**
 * The price as the card's "От {price} ₽" needs it: owners type text such as "от 5000" (spec 3 "Service"),
 * so a leading "от"/"from" and a trailing currency are dropped before the template adds its own.
 */
export function servicePriceValue(price: string): string {
  return price
    .trim()
    .replace(/^(от|from)\s*/i, "")
    .replace(/\s*(₽|руб\.?|рублей|rub)$/i, "")
    .trim();
}
