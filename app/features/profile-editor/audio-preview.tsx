import { createContext, useContext, useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { AudioAnalysisNote, AudioPlayer, type RecordingAnalysis } from "~/features/audio";
import { audioText } from "~/i18n/audio";
import { useT } from "~/i18n/use-language";
import type { EditorData } from "./editor-data";

/** The owner's recordings' analyses and whether this server analyses, for every preview in the editor. */
export const OwnRecordingsContext = createContext<Pick<EditorData, "recordings" | "isAnalysisRunning">>({
  recordings: { demo: null, projects: {} },
  isAnalysisRunning: false,
});

/**
 * The cabinet's data read again every few seconds while `isWaiting` (a recording is being analysed), up to a few
 * minutes: the preview goes from «Анализируем…» to the waveform and figures without a reload.
 */
function useRevalidateWhile(isWaiting: boolean): void {
  const revalidator = useRevalidator();
  const lookAgain = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  useEffect(() => {
    if (!isWaiting) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > AUDIO_ANALYSIS.editorPollForSeconds * 1000) return clearInterval(timer);
      lookAgain();
    }, AUDIO_ANALYSIS.editorPollSeconds * 1000);
    return () => clearInterval(timer);
  }, [isWaiting]);
}

/**
 * The editor's preview of the owner's recording (issue 28): the site's player with the analysis's waveform and figures,
 * and under it «Анализируем…», why the analysis failed, or the file's format. `slot`: the demo, or a project's id.
 * `isNewUpload`: `src` is an upload made on this page, whose bytes replaced the slot's — the analysis the page holds is
 * the old file's until the cabinet is read again (a read after the upload sees its row reset to pending, or already
 * done), so it is read at once and not shown meanwhile.
 */
export function AudioPreview({
  src,
  slot,
  label,
  isNewUpload,
}: {
  src: string;
  slot: { demo: true } | { projectId: string };
  label: string;
  isNewUpload: boolean;
}) {
  const t = useT(audioText).analysis;
  const { recordings, isAnalysisRunning } = useContext(OwnRecordingsContext);
  const loaded = ("demo" in slot ? recordings.demo : recordings.projects[slot.projectId]) ?? null;
  const [shown, setShown] = useState<{ src: string; stale: RecordingAnalysis | null | undefined }>(() => ({ src, stale: isNewUpload ? loaded : undefined }));
  if (shown.src !== src) setShown({ src, stale: loaded });
  const analysis = shown.stale !== undefined && loaded === shown.stale ? null : loaded;
  const revalidator = useRevalidator();
  const readAgain = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (shown.stale !== undefined) readAgain();
  }, [shown]);
  useRevalidateWhile(isAnalysisRunning && (analysis === null || analysis.status === "pending"));
  return (
    <div className="w-full max-w-sm space-y-1">
      <AudioPlayer src={src} analysis={analysis?.status === "done" ? analysis : null} label={label} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <AudioAnalysisNote analysis={analysis} isAnalysisOn={isAnalysisRunning} />
        {/* The original as uploaded: the pages may stream a lighter copy of it. */}
        <a href={src} download className="text-xs font-medium text-violet-800 underline underline-offset-2">
          {t.download}
        </a>
      </div>
    </div>
  );
}
