import { jobSubmissionsText } from "~/i18n/job-submissions";
import { useT } from "~/i18n/use-language";

/** What an employer sends the manager, as a numbered list: three cards, then two wider ones on desktop. */
export function JobChecklist() {
  const items = Object.entries(useT(jobSubmissionsText).checklist.items);
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      {items.map(([key, item], index) => (
        <li key={key} className={`flex gap-4 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm ${index < 3 ? "lg:col-span-2" : "lg:col-span-3"}`}>
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-700 font-bold text-white">
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-zinc-900">{item.title}</h3>
            <p className="mt-1 text-zinc-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
