import type { MetaDescriptor } from "react-router";
import { LANGUAGES } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { languageFromPath, localizePath } from "~/i18n/language";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageSeo {
  title: string;
  description: string;
  image?: string;
  /** Open Graph object type; "article" for a blog post. */
  type?: "website" | "article" | "profile";
}

/** Title, description, canonical URL, hreflang alternates (ru, en, x-default) and Open Graph for one page. */
export function pageMeta({ location, matches }: MetaArgs, seo: PageSeo): MetaDescriptor[] {
  const language = languageFromPath(location.pathname);
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  const url = (lang: (typeof LANGUAGES)[number]) => `${origin}${localizePath(location.pathname, lang)}`;
  const siteName = commonText[language].siteName;
  return [
    { title: seo.title === siteName ? siteName : `${seo.title} — ${siteName}` },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url(language) },
    ...LANGUAGES.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: url(lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("ru") },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url(language) },
    { property: "og:locale", content: language === "en" ? "en_US" : "ru_RU" },
    ...(seo.image ? [{ property: "og:image", content: /^https?:\/\//i.test(seo.image) ? seo.image : `${origin}${seo.image}` }] : []),
  ];
}
