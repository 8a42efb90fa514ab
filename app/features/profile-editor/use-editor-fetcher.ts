import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { EditorResult } from "./editor-data";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { useToast } from "~/ui/toast";
import { editorFailureText } from "./editor-failure-text";

/** Which pair of spec 8 "Editor alerts" a form's writes answer with. */
export type ToastTopic = "profile" | "projects" | "services" | "visibility";

/**
 * A fetcher posting to the cabinet's action; once its answer has arrived and the page's data is reloaded
 * (lists, counters and completeness are then current), it shows the success or failure toast (spec 8, as
 * toasts rather than alert()) and, on success, calls `onSuccess`.
 */
export function useEditorFetcher({ topic, onSuccess }: { topic: ToastTopic; onSuccess?: () => void }) {
  const fetcher = useFetcher<EditorResult>();
  const showToast = useToast();
  const t = useT(profileEditorText);
  const handled = useRef<EditorResult | undefined>(undefined);

  const announce = useEffectEvent((result: EditorResult) => {
    const texts = t.toasts[topic];
    if (result.ok) {
      showToast({ tone: "success", title: texts.success });
      onSuccess?.();
    } else {
      showToast({ tone: "error", title: texts.failure, description: editorFailureText(t, result.error) });
    }
  });

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    announce(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  return fetcher;
}
