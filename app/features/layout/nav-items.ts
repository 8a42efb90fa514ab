import type { CommonDictionary } from "~/i18n/ru/common";

type NavKey = keyof CommonDictionary["header"]["nav"];

/** The header's main sections, in the order the spec lists them. */
export const NAV_ITEMS: ReadonlyArray<{ key: NavKey; path: string }> = [
  { key: "specialists", path: "/specialists" },
  { key: "education", path: "/education" },
  { key: "blog", path: "/blog" },
  { key: "about", path: "/about" },
];
