import { LIMITS } from "~/config/constants";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";

/**
 * Spec 2 "Dashboard": projects and services counted out of 10. For projects that is the progress maximum, not
 * the 20-project cap; for services it is also the cap (LIMITS.services), so their count is shown as it is: a
 * profile that held more before the cap reads "12 / 10".
 */
export function ItemCounters({ projects, services }: { projects: number; services: number }) {
  const t = useT(profileEditorText).counters;
  const counters = [
    { key: "projects", label: t.projects, n: Math.min(projects, LIMITS.progressMaxProjectsAndServices), max: LIMITS.progressMaxProjectsAndServices },
    { key: "services", label: t.services, n: services, max: LIMITS.services },
  ];
  return (
    <div>
      <h3 className="sr-only">{t.label}</h3>
      <dl className="grid grid-cols-2 gap-3">
        {counters.map(({ key, label, n, max }) => (
          <div key={key} className="rounded-xl border border-zinc-200 bg-white px-4 py-3">
            <dt className="text-sm text-zinc-600">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{interpolate(t.value, { n, max })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
