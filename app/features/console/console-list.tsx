import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button-classes";
import { CURSOR_PARAM } from "./console-list-query";

/** A filter's input or select in a console list's filter form (16 px text: a phone does not zoom in on it). */
export const consoleFieldClass = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-base";

/**
 * A console list's filters: a GET form, so a filtered view is a link. `columns` is the grid's Tailwind class for md and up
 * (the filters, then the Apply and Reset buttons).
 */
export function ConsoleFilterForm({
  label,
  columns,
  apply,
  reset,
  children,
}: {
  label: string;
  columns: string;
  apply: string;
  reset: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={`grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 ${columns}`} aria-label={label}>
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass.primary}>
          {apply}
        </button>
        <Link to="?" className={buttonClass.secondary}>
          {reset}
        </Link>
      </div>
    </Form>
  );
}

/** One filter of a ConsoleFilterForm: its label around its input or select. */
export function ConsoleFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="text-sm font-medium text-zinc-800">
      {label}
      {children}
    </label>
  );
}

/**
 * A console list's rows as a table in a region the keyboard can reach and scroll sideways (the table is wider than a
 * phone), or the list's empty text when there are none.
 */
export function ConsoleTable({ label, headings, empty, children }: { label: string; headings: readonly string[]; empty: string | null; children: ReactNode }) {
  if (empty !== null) return <p className="text-zinc-700">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white focus:outline-2 focus:outline-violet-600"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-zinc-50 text-zinc-700">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A console list's URL: its filters that are set, and the cursor of the page when given. */
export function consoleListSearch(filters: Readonly<Record<string, string | null>>, after: string | null = null): string {
  const search = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  if (after !== null) search.set(CURSOR_PARAM, after);
  const text = search.toString();
  return text ? `?${text}` : "?";
}

/**
 * A keyset-paged list's links: back to its first page (when not on it) and on to the next (when there is one), both
 * with the list's filters.
 */
export function ConsolePager({
  query,
  next,
  labels,
}: {
  query: { filters: Readonly<Record<string, string | null>>; after: unknown };
  next: string | null;
  labels: { first: string; next: string };
}) {
  return (
    <div className="flex gap-3">
      {query.after !== null && (
        <Link to={consoleListSearch(query.filters)} className={buttonClass.secondary}>
          {labels.first}
        </Link>
      )}
      {next !== null && (
        <Link to={consoleListSearch(query.filters, next)} className={buttonClass.secondary}>
          {labels.next}
        </Link>
      )}
    </div>
  );
}
