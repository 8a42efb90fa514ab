// The profile editor's server-only public surface.
export { getEditorData } from "./profile-editor.server";
