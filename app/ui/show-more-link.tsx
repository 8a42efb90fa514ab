import { Link } from "react-router";

/** "Показать ещё" under a list: a link to the next page, so it works without script and keeps the scroll. */
export function ShowMoreLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <div className="text-center">
      <Link to={to} preventScrollReset className="inline-block rounded-md border border-zinc-300 bg-white px-6 py-3 font-semibold hover:border-violet-600">
        {children}
      </Link>
    </div>
  );
}
