// The audio feature's server-only public surface (issue 28, docs/decisions/038): every uploaded recording analysed in
// the background (loudness, true peak, waveform peaks, a streaming copy), and the reads pages use.
export { getAnalysesUnder, getAuditions, getRecordingAnalyses } from "./audio-analyses.server";
export { deleteAudioAnalysis, requestAudioAnalysis } from "./audio-analysis-jobs.server";
export { isAudioAnalysisRunning, startAudioAnalysis } from "./audio-services.server";
