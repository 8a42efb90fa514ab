import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { LIMITS, type Specialization } from "~/config/constants";
import type { ProfileFields } from "~/features/specialists";
import { personalInfoSchema, storedKeptFields } from "./profile.schema";
import { useFileUpload } from "~/features/uploads";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { AudioPreview } from "./audio-preview";
import { joinLanguages } from "./languages-field";
import { SpecializationsField } from "./specializations-field";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";
import { UploadField } from "./upload-field";
import { useEditorFetcher } from "./use-editor-fetcher";
import { useEditorForm } from "./use-editor-form";

const caps = LIMITS.profile;
type TextValues = Record<"name" | "surname" | "email" | "workExperience" | "experience" | "location" | "languages" | "telegramLink" | "website", string>;

const initialValues = ({ name, surname, email, workExperience, experience, location, languages, telegramLink, website }: ProfileFields): TextValues => ({
  name,
  surname,
  email,
  workExperience,
  experience,
  location,
  languages: joinLanguages(languages),
  telegramLink,
  website,
});

/** Spec 5 "Profile editor", personal info: the capped fields with live counters, specializations, photo and audio. */
export function PersonalInfoForm({ profile }: { profile: ProfileFields }) {
  const t = useT(profileEditorText);
  const [specializations, setSpecializations] = useState<Specialization[]>(profile.specializations);
  const [isWaitingForUpload, setIsWaitingForUpload] = useState(false);
  const photo = useFileUpload("photo");
  const audio = useFileUpload("audio");
  const fetcher = useEditorFetcher({ topic: "profile" });
  const { form, field, errorOf } = useEditorForm(fetcher, "profile", personalInfoSchema, () => initialValues(profile));

  const photoUrl = photo.state.status === "done" ? photo.state.url : profile.photoUrl;
  const audioUrl = audio.state.status === "done" ? audio.state.url : profile.audioUrl;
  const isUploading = photo.isUploading || audio.isUploading;
  const isSaving = fetcher.state !== "idle";
  // An upload still running holds the save back (spec 5); otherwise Conform checks the fields and the fetcher posts.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setIsWaitingForUpload(isUploading);
    if (isUploading) event.preventDefault();
    else form.onSubmit(event);
  };

  return (
    <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="space-y-6">
      <input type="hidden" name="intent" value="save-profile" />
      <input type="hidden" name="photoUrl" value={photoUrl} />
      <input type="hidden" name="audioUrl" value={audioUrl} />
      {/* The kept fields the saved profile holds: the browser refuses emptying them as the action does (profile.schema.ts). */}
      {storedKeptFields(profile).map((field) => (
        <input key={field} type="hidden" name="stored" value={field} />
      ))}
      <UploadField
        id="profile-photo"
        label={t.personal.photo}
        kind="photo"
        state={photo.state}
        onFileChosen={(file) => void photo.start(file)}
        onCancel={photo.cancel}
        hasFile={photoUrl !== ""}
        doneNote={t.personal.uploadedNote}
        preview={
          photoUrl ? (
            <img src={photoUrl} alt={t.personal.photoAlt} className="size-24 shrink-0 rounded-full border border-zinc-200 object-cover" />
          ) : (
            <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-zinc-100 px-2 text-center text-xs text-zinc-600">
              {t.personal.noPhoto}
            </span>
          )
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label={t.personal.name} max={caps.name} autoComplete="given-name" />
        <TextField {...field("surname")} label={t.personal.surname} max={caps.surname} autoComplete="family-name" />
        <TextField {...field("email")} label={t.personal.email} max={caps.email} type="email" autoComplete="email" />
        <TextField {...field("workExperience")} label={t.personal.workExperience} max={caps.workExperience} hint={t.personal.workExperienceHint} />
      </div>
      <TextAreaField {...field("experience")} label={t.personal.experience} max={caps.experience} rows={6} hint={t.personal.experienceHint} isTabIndenting />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("location")} label={t.personal.location} max={caps.location} placeholder={t.personal.locationPlaceholder} />
        <TextField {...field("languages")} label={t.personal.languages} max={caps.languages} hint={t.personal.languagesHint} />
        <TextField {...field("telegramLink")} label={t.personal.telegramLink} max={caps.telegramLink} hint={t.personal.telegramLinkHint} />
        <TextField {...field("website")} label={t.personal.website} max={caps.website} type="url" placeholder="https://" autoComplete="url" />
      </div>
      <SpecializationsField selected={specializations} onSelectedChange={setSpecializations} error={errorOf("specializations")} />
      <UploadField
        id="profile-audio"
        label={t.personal.audio}
        kind="audio"
        state={audio.state}
        onFileChosen={(file) => void audio.start(file)}
        onCancel={audio.cancel}
        hasFile={audioUrl !== ""}
        doneNote={t.personal.uploadedNote}
        preview={
          audioUrl ? <AudioPreview src={audioUrl} slot={{ demo: true }} label={t.personal.audioLabel} isNewUpload={audio.state.status === "done"} /> : undefined
        }
      />
      <div className="flex flex-wrap items-center gap-4 border-t border-zinc-100 pt-5">
        <button type="submit" disabled={isSaving} className={buttonClass.primary}>
          {isSaving ? t.personal.submitting : t.personal.submit}
        </button>
        {isWaitingForUpload && isUploading && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t.personal.waitForUpload}
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}
