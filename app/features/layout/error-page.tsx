import { Link } from "react-router";
import { commonText } from "~/i18n/common";
import { useLocalizePath, useT } from "~/i18n/use-language";

const STATUS = { notFound: 404, badRequest: 400, serverError: 500 } as const;

/** The 404, 400 (an address the site refuses, app/server/refuse-nul-in-url.ts) and 500 pages, in the visitor's language. */
export function ErrorPage({ isNotFound, isBadRequest = false }: { isNotFound: boolean; isBadRequest?: boolean }) {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const kind = isNotFound ? "notFound" : isBadRequest ? "badRequest" : "serverError";
  const status = STATUS[kind];
  const text = t[kind];
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <p className="text-6xl font-black text-violet-700">{status}</p>
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="text-zinc-600">{text.text}</p>
      <Link to={localize("/")} className="rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-600">
        {text.home}
      </Link>
    </main>
  );
}
