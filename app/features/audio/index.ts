// The audio feature's public surface for pages (issue 28, docs/decisions/038): the one player, the directory's
// audition button, and the analysis a loader hands them.
export { AudioPlayer } from "./audio-player";
export { AudioAnalysisNote } from "./audio-analysis-note";
export { AuditionButton } from "./audition-button";
export type { PlaybackSource } from "./page-audio";
export type { RecordingAnalysis } from "./recording";
