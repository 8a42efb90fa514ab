// The blog feature's server-only public surface.
export { importBlog } from "./import-blog.server";
