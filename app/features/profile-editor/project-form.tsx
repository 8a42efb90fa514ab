import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { LIMITS } from "~/config/constants";
import type { EditorResult } from "./editor-data";
import { projectSchema } from "./profile.schema";
import { useFileUpload } from "~/features/uploads";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { AudioPreview } from "./audio-preview";
import { newProjectId } from "./new-project-id";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";
import { UploadField } from "./upload-field";
import { useEditorForm } from "./use-editor-form";

const caps = LIMITS.profile;

/**
 * Spec 5 "Add project": title and description (required), audio, video and a link. Files upload as soon as
 * they are chosen; the project is added only once they are in (spec 4 "Project video upload"). The parent
 * mounts a fresh form after each project added.
 */
export function ProjectForm({ fetcher }: { fetcher: FetcherWithComponents<EditorResult> }) {
  const t = useT(profileEditorText);
  // Made when first needed (the audio's key carries it), never during render: the server has no such id.
  const [projectId, setProjectId] = useState<string | null>(null);
  const [blockedBy, setBlockedBy] = useState<"video" | "audio" | null>(null);
  const audio = useFileUpload("project-audio");
  const video = useFileUpload("video");
  const { form, field } = useEditorForm(fetcher, "project", projectSchema, { title: "", description: "", projectLink: "" });

  const audioUrl = audio.state.status === "done" ? audio.state.url : "";
  const videoUrl = video.state.status === "done" ? video.state.url : "";
  const isAdding = fetcher.state !== "idle";
  const ensureProjectId = () => {
    const id = projectId ?? newProjectId();
    setProjectId(id);
    return id;
  };
  // An upload still running holds the project back (spec 4); otherwise Conform checks the fields and the fetcher posts.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const waitingFor = video.isUploading ? "video" : audio.isUploading ? "audio" : null;
    setBlockedBy(waitingFor);
    if (waitingFor) return event.preventDefault();
    // The id goes into the form before Conform reads it (the state renders the same value next).
    const idField = event.currentTarget.elements.namedItem("id");
    if (idField instanceof HTMLInputElement) idField.value = ensureProjectId();
    form.onSubmit(event);
  };

  const waitMessage =
    blockedBy === "video" && video.isUploading ? t.project.waitForVideo : blockedBy === "audio" && audio.isUploading ? t.project.waitForAudio : null;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value="add-project" />
      <input type="hidden" name="id" value={projectId ?? ""} />
      <input type="hidden" name="audioUrl" value={audioUrl} />
      <input type="hidden" name="videoUrl" value={videoUrl} />
      <TextField {...field("title")} label={t.project.title} max={caps.projectTitle} isRequired />
      <TextAreaField {...field("description")} label={t.project.description} max={caps.projectDescription} rows={5} isRequired />
      <div className="grid gap-5 lg:grid-cols-2">
        <UploadField
          id="project-audio"
          label={t.project.audio}
          kind="project-audio"
          state={audio.state}
          onFileChosen={(file) => void audio.start(file, ensureProjectId())}
          onCancel={audio.cancel}
          hasFile={audioUrl !== ""}
          preview={audioUrl && projectId ? <AudioPreview src={audioUrl} slot={{ projectId }} label={t.project.audio} isNewUpload /> : undefined}
        />
        <UploadField
          id="project-video"
          label={t.project.video}
          kind="video"
          state={video.state}
          onFileChosen={(file) => void video.start(file)}
          onCancel={video.cancel}
          hasFile={videoUrl !== ""}
          preview={
            videoUrl ? (
              <video controls preload="metadata" src={videoUrl} aria-label={t.project.video} className="max-h-40 w-full max-w-xs rounded-lg bg-zinc-950" />
            ) : undefined
          }
        />
      </div>
      <TextField {...field("projectLink")} label={t.project.link} max={caps.projectLink} type="url" placeholder="https://" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={isAdding} className={buttonClass.primary}>
          {isAdding ? t.project.submitting : t.project.submit}
        </button>
        {waitMessage && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {waitMessage}
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}
