import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { yandexFeedFile, yandexFeedFileNumber } from "~/features/jobs/index.server";
import { siteOrigin } from "~/seo/site-origin.server";
import type { Route } from "./+types/yandex-vacancies-feed";

/** The Yandex vacancies feed (docs/decisions/028): /feeds/yandex-vacancies.xml, then -2.xml, -3.xml… beyond 30 000 jobs. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = yandexFeedFileNumber(params.file ?? "");
  if (file === null) throw data(null, { status: 404 });
  const feed = await yandexFeedFile(await getDb(), { origin: siteOrigin(), file });
  if (!feed) throw data(null, { status: 404 });
  return new Response(feed.body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Feed-Files": String(feed.files) },
  });
}
