import { useState } from "react";
import { LIMITS } from "~/config/constants";
import type { Project } from "~/features/specialists";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { focusIfLost } from "./focus-if-lost";
import { ProjectForm } from "./project-form";
import { ProjectList } from "./project-list";
import { useEditorFetcher } from "./use-editor-fetcher";

/** "Добавить проект": the form (replaced by the limit notice at 20, spec 5) above the list of projects. */
export function ProjectsTab({ projects }: { projects: Project[] }) {
  const t = useT(profileEditorText);
  // Each project added gets a fresh form; the fetcher lives here so its toast survives the form's replacement.
  const [formKey, setFormKey] = useState(0);
  const adder = useEditorFetcher({
    topic: "projects",
    onSuccess: () => {
      setFormKey((key) => key + 1);
      // The button that was pressed goes with the old form (or the whole form, at the limit).
      requestAnimationFrame(() => focusIfLost("editor-projects-title"));
    },
  });
  return (
    <div className="space-y-8">
      {projects.length >= LIMITS.projects ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 font-semibold text-amber-950">
          {interpolate(t.project.limit, { n: LIMITS.projects })}
        </p>
      ) : (
        <ProjectForm key={formKey} fetcher={adder} />
      )}
      <ProjectList projects={projects} />
    </div>
  );
}
