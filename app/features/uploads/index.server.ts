// The uploads feature's server-only public surface, loadable by plain Node (no components: the e2e set-up and the
// bench import server modules without Vite).
export { ACCEPTED_FORMATS } from "./accepted-formats";
export { projectOfAudioKey, uploadKey, uploadPrefix } from "./upload-key";
export { touchUpload } from "./upload-records.server";
export { startUploadSweep } from "./sweep-scheduler.server";
