import { AudioPlayer, type RecordingAnalysis } from "~/features/audio";
import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import type { Project } from "./specialist";

/** The "projects" tab: title, description, audio and video players, the project link (spec 2). */
export function ProfileProjects({ projects, recordings }: { projects: Project[]; recordings: Record<string, RecordingAnalysis> }) {
  const t = useT(specialistsText).profile;
  if (projects.length === 0) return <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.noProjects}</p>;
  return (
    <ul className="space-y-6">
      {projects.map((project) => (
        <li key={project.id} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 sm:p-6">
          <h2 className="text-lg font-bold">{project.title}</h2>
          <p className="wrap-anywhere whitespace-pre-wrap text-zinc-800">{project.description}</p>
          {project.audioUrl && <AudioPlayer src={project.audioUrl} analysis={recordings[project.audioUrl] ?? null} label={project.title} />}
          {project.videoUrl && (
            <video
              controls
              preload="metadata"
              playsInline
              src={project.videoUrl}
              aria-label={interpolate(t.videoLabel, { title: project.title })}
              className="aspect-video w-full rounded-lg bg-black"
            />
          )}
          {project.projectLink && (
            <a
              href={project.projectLink}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-block font-medium text-violet-700 underline underline-offset-2"
            >
              {t.projectLink}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
