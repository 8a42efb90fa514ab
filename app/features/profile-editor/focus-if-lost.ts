/**
 * After a deletion the button that had the focus is gone and the focus falls back to the page: it goes to the
 * list's heading instead, so keyboard and screen-reader users keep their place. A focus elsewhere is left alone.
 */
export function focusIfLost(id: string): void {
  if (document.activeElement === null || document.activeElement === document.body) document.getElementById(id)?.focus();
}
