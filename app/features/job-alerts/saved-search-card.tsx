import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { SAVED_SEARCH_CHANNELS, SAVED_SEARCH_FREQUENCIES, type SavedSearchChannel } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { jobValueText } from "~/features/jobs";
import { jobAlertsText } from "~/i18n/job-alerts";
import { jobAlertsTabText } from "~/i18n/job-alerts-tab";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { ConfirmDeleteButton } from "~/ui/confirm-delete-button";
import { controlClass, FieldFrame } from "~/ui/field-frame";
import { formatNewCount, type SavedSearchItem } from "./saved-search";
import { savedSearchUpdateSchema, type SavedSearchFieldMessage } from "./saved-search.schema";
import { useSavedSearchFetcher } from "./use-saved-search-fetcher";

const chipClass = "inline-flex max-w-full items-center rounded-full bg-zinc-100 px-3 py-1 text-sm text-zinc-800 wrap-anywhere";

/**
 * One saved search in "Мои подписки": its name, its filters as chips, the jobs new since it was last opened with the
 * way to them (a form: opening marks them seen), and its settings — name, frequency, channel — in one form with the
 * schema the action checks, and delete after a confirmation.
 */
export function SavedSearchCard({ item, hasTelegramLink, isTelegramOn }: { item: SavedSearchItem; hasTelegramLink: boolean; isTelegramOn: boolean }) {
  const t = useT(jobAlertsTabText);
  const errors = useT(jobAlertsText).errors;
  const language = useLanguage();
  const update = useSavedSearchFetcher({ successTitle: t.actions.saved });
  const remove = useSavedSearchFetcher({ successTitle: t.actions.deleted });
  const [channel, setChannel] = useState<SavedSearchChannel>(item.channel);
  const updateResult = update.data?.intent === "update-saved-search" ? update.data : undefined;
  const [form, fields] = useForm({
    id: `saved-search-${item.id}`,
    lastResult: updateResult?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { name: item.name, frequency: item.frequency, channel: isTelegramOn ? item.channel : "email" },
    onValidate: ({ formData }) => parseForm(formData, savedSearchUpdateSchema),
  });
  const nameError = fields.name.errors?.[0] as SavedSearchFieldMessage | undefined;
  const titleId = `saved-search-${item.id}-title`;
  const isTelegramNoteShown = isTelegramOn && !hasTelegramLink && (channel === "telegram" || channel === "both");
  const filters = [
    item.query && interpolate(t.panel.query, { query: item.query }),
    item.location && jobValueText(item.location, language),
    item.type && jobValueText(item.type, language),
  ].filter((chip): chip is string => Boolean(chip));
  const newCount = formatNewCount(item.newCount);

  return (
    <article aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-2">
          <h3 id={titleId} className="text-lg font-bold wrap-anywhere">
            {item.name}
          </h3>
          <ul aria-label={t.panel.filtersLabel} className="flex flex-wrap gap-2">
            {filters.length > 0 ? (
              filters.map((chip) => (
                <li key={chip} className={chipClass}>
                  {chip}
                </li>
              ))
            ) : (
              <li className={chipClass}>{t.panel.noFilters}</li>
            )}
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <p className={`rounded-full px-3 py-1 text-sm font-semibold ${item.newCount > 0 ? "bg-violet-700 text-white" : "bg-zinc-100 text-zinc-700"}`}>
            <span aria-hidden="true">{item.newCount > 0 ? interpolate(t.panel.newCount, { count: newCount }) : t.panel.newNone}</span>
            <span className="sr-only">{interpolate(t.panel.newLabel, { count: newCount })}</span>
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="open-saved-search" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className={buttonClass.secondary}>
              {item.newCount > 0 ? t.panel.openNew : t.panel.openResults}
            </button>
          </Form>
        </div>
      </div>

      <update.Form method="post" {...getFormProps(form)} className="grid gap-4 border-t border-zinc-100 pt-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="update-saved-search" />
        <input type="hidden" name="id" value={item.id} />
        <div className="sm:col-span-2">
          <FieldFrame id={fields.name.id} label={t.fields.name} error={nameError && errors[nameError]} isRequired>
            <input
              id={fields.name.id}
              name={fields.name.name}
              defaultValue={item.name}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${fields.name.id}-error` : undefined}
              className={controlClass}
            />
          </FieldFrame>
        </div>
        <FieldFrame id={fields.frequency.id} label={t.fields.frequency}>
          <select id={fields.frequency.id} name={fields.frequency.name} defaultValue={item.frequency} className={controlClass}>
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t.frequencies[frequency]}
              </option>
            ))}
          </select>
        </FieldFrame>
        {/* Without Telegram (no bot token) there is one channel, e-mail, and nothing is said about Telegram (docs/decisions/026). */}
        {isTelegramOn ? (
          <div className="space-y-1">
            <FieldFrame id={fields.channel.id} label={t.fields.channel}>
              <select
                id={fields.channel.id}
                name={fields.channel.name}
                defaultValue={item.channel}
                onChange={(event) => setChannel(event.target.value as SavedSearchChannel)}
                aria-describedby={isTelegramNoteShown ? `${fields.channel.id}-telegram` : undefined}
                className={controlClass}
              >
                {SAVED_SEARCH_CHANNELS.map((option) => (
                  <option key={option} value={option}>
                    {t.channels[option]}
                  </option>
                ))}
              </select>
            </FieldFrame>
            {isTelegramNoteShown && (
              <p id={`${fields.channel.id}-telegram`} className="text-sm text-amber-800">
                {t.telegramNote}
              </p>
            )}
          </div>
        ) : (
          <input type="hidden" name={fields.channel.name} value="email" />
        )}
        {form.errors?.[0] && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {errors[form.errors[0] as SavedSearchFieldMessage] ?? errors.invalid}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          <button type="submit" disabled={update.state !== "idle"} className={buttonClass.primary}>
            {update.state !== "idle" ? t.actions.saving : t.actions.saveSettings}
          </button>
          <ConfirmDeleteButton
            label={interpolate(t.actions.deleteLabel, { name: item.name })}
            title={t.actions.deleteTitle}
            text={interpolate(t.actions.deleteText, { name: item.name })}
            onConfirm={() => void remove.submit({ intent: "delete-saved-search", id: item.id }, { method: "post" })}
            isDeleting={remove.state !== "idle"}
            isDisabled={remove.state !== "idle"}
            texts={{ button: t.actions.delete, cancel: t.actions.cancel, deleting: t.actions.deleting }}
          />
        </div>
      </update.Form>
    </article>
  );
}
