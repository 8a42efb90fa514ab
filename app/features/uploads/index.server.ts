// The uploads feature's server-only public surface.
export { touchUpload } from "./upload-records.server";
