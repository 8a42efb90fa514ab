import type { Project } from "~/features/specialists";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { ConfirmDeleteButton } from "~/ui/confirm-delete-button";
import { AudioPreview } from "./audio-preview";
import { focusIfLost } from "./focus-if-lost";
import { useEditorFetcher } from "./use-editor-fetcher";

const badgeClass = "rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700";

/** The profile's projects, each with its delete button (one deletion at a time; its toast comes from here). */
export function ProjectList({ projects }: { projects: Project[] }) {
  const t = useT(profileEditorText);
  const remover = useEditorFetcher({ topic: "projects", onSuccess: () => requestAnimationFrame(() => focusIfLost("editor-projects-title")) });
  const deletingId = remover.formData?.get("id");
  return (
    <section aria-labelledby="editor-projects-title" className="space-y-3">
      <h3 id="editor-projects-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t.project.listTitle} <span className="font-normal text-zinc-600">({projects.length})</span>
      </h3>
      {projects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-zinc-700">{t.project.empty}</p>
      ) : (
        <ul className="space-y-3">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-zinc-200 bg-white p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold wrap-anywhere">{project.title}</p>
                <p className="line-clamp-2 text-sm wrap-anywhere whitespace-pre-wrap text-zinc-700">{project.description}</p>
                <div className="flex flex-wrap items-center gap-2 pt-1">
                  {project.audioUrl && <span className={badgeClass}>{t.project.hasAudio}</span>}
                  {project.videoUrl && <span className={badgeClass}>{t.project.hasVideo}</span>}
                  {project.projectLink && (
                    <a
                      href={project.projectLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-violet-800 underline underline-offset-2"
                    >
                      {t.project.openLink}
                      <span className="sr-only"> ({t.opensInNewTab})</span>
                    </a>
                  )}
                </div>
                {project.audioUrl && (
                  <div className="pt-2">
                    <AudioPreview src={project.audioUrl} slot={{ projectId: project.id }} label={project.title} isNewUpload={false} />
                  </div>
                )}
              </div>
              <ConfirmDeleteButton
                label={interpolate(t.remove.project.label, { title: project.title })}
                title={t.remove.project.title}
                text={interpolate(t.remove.project.text, { title: project.title })}
                onConfirm={() => void remover.submit({ intent: "delete-project", id: project.id }, { method: "post" })}
                isDeleting={deletingId === project.id}
                isDisabled={remover.state !== "idle"}
                texts={t.remove}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
