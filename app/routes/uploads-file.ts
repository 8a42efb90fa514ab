import { getStorage } from "~/adapters/storage/storage.server";
import { fileResponse } from "~/features/uploads/file-response.server";
import type { Route } from "./+types/uploads-file";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /uploads/{key}: files of the local-disk storage, with ranges for seeking (spec 7 "File uploads").
 * With S3 storage the bucket (or its CDN) serves them and this answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storage = getStorage();
  if (storage.driver !== "local") return notFound();
  const file = await storage.open(params["*"] ?? "");
  return file ? fileResponse(request, file) : notFound();
}
