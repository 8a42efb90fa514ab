import type { Service } from "~/features/specialists";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { ConfirmDeleteButton } from "~/ui/confirm-delete-button";
import { focusIfLost } from "./focus-if-lost";
import { useEditorFetcher } from "./use-editor-fetcher";

interface ServiceListProps {
  services: Service[];
  editingId: string | null;
  onEdit: (service: Service) => void;
}

/** The profile's services, each with "Изменить" (into the form's edit mode) and a delete button. */
export function ServiceList({ services, editingId, onEdit }: ServiceListProps) {
  const t = useT(profileEditorText);
  const remover = useEditorFetcher({ topic: "services", onSuccess: () => requestAnimationFrame(() => focusIfLost("editor-services-title")) });
  const deletingId = remover.formData?.get("id");
  return (
    <section aria-labelledby="editor-services-title" className="space-y-3">
      <h3 id="editor-services-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t.service.listTitle} <span className="font-normal text-zinc-600">({services.length})</span>
      </h3>
      {services.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-zinc-700">{t.service.empty}</p>
      ) : (
        <ul className="space-y-3">
          {services.map((service) => (
            <li
              key={service.id}
              className={`flex flex-wrap items-start justify-between gap-3 rounded-xl border bg-white p-4 ${service.id === editingId ? "border-violet-600 ring-2 ring-violet-600/20" : "border-zinc-200"}`}
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold wrap-anywhere">{service.title}</p>
                <p className="text-sm wrap-anywhere text-zinc-700">{service.description}</p>
                <p className="text-sm font-semibold wrap-anywhere text-violet-800">{service.price}</p>
              </div>
              <div className="flex gap-2">
                <button
                  id={`edit-service-${service.id}`}
                  type="button"
                  aria-label={interpolate(t.service.editLabel, { title: service.title })}
                  aria-pressed={service.id === editingId}
                  onClick={() => onEdit(service)}
                  className={buttonClass.secondary}
                >
                  {t.service.edit}
                </button>
                <ConfirmDeleteButton
                  label={interpolate(t.remove.service.label, { title: service.title })}
                  title={t.remove.service.title}
                  text={interpolate(t.remove.service.text, { title: service.title })}
                  onConfirm={() => void remover.submit({ intent: "delete-service", id: service.id }, { method: "post" })}
                  isDeleting={deletingId === service.id}
                  isDisabled={remover.state !== "idle"}
                  texts={t.remove}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
