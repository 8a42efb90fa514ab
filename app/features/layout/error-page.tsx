import { Link } from "react-router";
import { commonText } from "~/i18n/common";
import { useLocalizePath, useT } from "~/i18n/use-language";

/** The 404 and 500 pages, in the visitor's language. */
export function ErrorPage({ isNotFound }: { isNotFound: boolean }) {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const text = isNotFound ? t.notFound : t.serverError;
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <p className="text-6xl font-black text-violet-700">{isNotFound ? 404 : 500}</p>
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="text-zinc-600">{text.text}</p>
      <Link to={localize("/")} className="rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-600">
        {text.home}
      </Link>
    </main>
  );
}
