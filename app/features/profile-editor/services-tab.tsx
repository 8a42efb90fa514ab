import { useState } from "react";
import { flushSync } from "react-dom";
import { LIMITS } from "~/config/constants";
import type { Service } from "~/features/specialists";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { focusIfLost } from "./focus-if-lost";
import { ServiceForm } from "./service-form";
import { ServiceList } from "./service-list";
import { useEditorFetcher } from "./use-editor-fetcher";

/**
 * "Услуги": the form in add or edit mode (spec 4 "Service editor") and the list of services. At the cap
 * (LIMITS.services) the notice takes the add form's place, as for projects; editing goes on.
 */
export function ServicesTab({ services }: { services: Service[] }) {
  const t = useT(profileEditorText).service;
  const [editingId, setEditingId] = useState<string | null>(null);
  // A fresh form after each save; the fetcher lives here so its toast outlives the form it came from.
  const [formKey, setFormKey] = useState(0);
  const saver = useEditorFetcher({
    topic: "services",
    onSuccess: () => {
      setEditingId(null);
      setFormKey((key) => key + 1);
      // The button that was pressed goes with the old form (or the whole form, at the cap).
      requestAnimationFrame(() => focusIfLost("editor-services-title"));
    },
  });
  // A service deleted while it was being edited leaves the form in add mode.
  const editing = services.find((service) => service.id === editingId) ?? null;

  const edit = (service: Service) => {
    flushSync(() => setEditingId(service.id));
    // The form is above the list: bring its first field to the user.
    document.getElementById("service-title")?.focus();
  };
  const cancelEdit = () => {
    const id = editingId;
    flushSync(() => setEditingId(null));
    document.getElementById(`edit-service-${id}`)?.focus();
  };

  return (
    <div className="space-y-8">
      {!editing && services.length >= LIMITS.services ? (
        <div role="status" className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{interpolate(t.limit, { n: LIMITS.services })}</p>
          {/* A profile that held more before the cap: its page shows only the first ones. */}
          {services.length > LIMITS.services && <p>{interpolate(t.overLimit, { n: LIMITS.services })}</p>}
        </div>
      ) : (
        <ServiceForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} fetcher={saver} editing={editing} onCancelEdit={cancelEdit} />
      )}
      <ServiceList services={services} editingId={editing?.id ?? null} onEdit={edit} />
    </div>
  );
}
