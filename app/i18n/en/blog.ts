import type { BlogDictionary } from "../ru/blog";

export const blog: BlogDictionary = {
  seoTitle: "Blog about careers in sound",
  seoDescription: "Articles for sound designers, composers, sound engineers and voice actors: careers, tools, colleagues' experience and job-hunting tips.",
  hero: {
    eyebrow: "Blog",
    title: "Articles about working in sound",
    lead: "Careers, tools and colleagues' experience: everything that helps sound designers, composers, sound engineers and voice actors grow.",
  },
  list: {
    readMore: "Read more",
    empty: "No articles found",
    loadError: "An error occurred while loading the articles",
    retry: "Try refreshing the page",
  },
  post: {
    backToList: "Back to articles",
    notFound: "Article not found",
    notFoundText: "The article may have been removed, or the address has a typo.",
    loadError: "An error occurred while loading the article",
    retry: "Try refreshing the page",
  },
};
