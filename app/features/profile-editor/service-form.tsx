import { getFormProps } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { LIMITS } from "~/config/constants";
import type { EditorResult } from "./editor-data";
import { serviceSchema } from "./profile.schema";
import type { Service } from "~/features/specialists";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";
import { useEditorForm } from "./use-editor-form";

const caps = LIMITS.profile;

interface ServiceFormProps {
  fetcher: FetcherWithComponents<EditorResult>;
  /** The service being edited; none: a new one is added. */
  editing: Service | null;
  onCancelEdit: () => void;
}

/**
 * Spec 4 "Service editor": add mode, or edit mode, where saving replaces the item's title, description and
 * price and the button reads "Сохранить изменения". All three fields are required (spec 5).
 */
export function ServiceForm({ fetcher, editing, onCancelEdit }: ServiceFormProps) {
  const t = useT(profileEditorText).service;
  const { form, field } = useEditorForm(fetcher, "service", serviceSchema, {
    title: editing?.title ?? "",
    description: editing?.description ?? "",
    price: editing?.price ?? "",
  });
  const isSaving = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="service-form-title"
      className="space-y-5 rounded-xl border border-zinc-200 bg-zinc-50/60 p-4 sm:p-5"
    >
      <h3 id="service-form-title" className="text-lg font-semibold wrap-anywhere">
        {editing ? interpolate(t.editing, { title: editing.title }) : t.newTitle}
      </h3>
      <input type="hidden" name="intent" value={editing ? "update-service" : "add-service"} />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <TextField {...field("title")} label={t.title} max={caps.serviceTitle} isRequired />
      <TextAreaField {...field("description")} label={t.description} max={caps.serviceDescription} rows={3} isRequired />
      <TextField {...field("price")} label={t.price} max={caps.servicePrice} hint={t.priceHint} isRequired />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSaving} className={buttonClass.primary}>
          {editing ? (isSaving ? t.saving : t.saveChanges) : isSaving ? t.adding : t.add}
        </button>
        {editing && (
          <button type="button" onClick={onCancelEdit} className={buttonClass.secondary}>
            {t.cancelEdit}
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}
