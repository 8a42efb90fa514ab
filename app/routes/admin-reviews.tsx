import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { mayOpen } from "~/features/console/console-sections";
import { decideReview } from "~/features/console/reviews/review-decision.server";
import { parseReviewQuery } from "~/features/console/reviews/review-moderation.schema";
import { listModeratedReviews } from "~/features/console/reviews/review-moderation.server";
import { ReviewModerationList } from "~/features/console/reviews/review-moderation-list";
import { consoleReviewsText } from "~/i18n/console-reviews";
import { useT } from "~/i18n/use-language";
import { isOwnDecision } from "~/server/own-decisions";
import type { Route } from "./+types/admin-reviews";

export async function loader({ request }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "reviews");
  const query = parseReviewQuery(new URL(request.url).searchParams);
  const page = await listModeratedReviews(await getDb(), query);
  return {
    query,
    page,
    /** The reviews the operator wrote or that are about them: no decisions offered. */
    ownReviewIds: page.rows.filter((review) => isOwnDecision(operator, { review })).map((review) => review.id),
    /** Whether reporters link to their console user page (admins only). */
    mayOpenUsers: mayOpen(operator.role, "users"),
  };
}

export const action = ({ request }: Route.ActionArgs) => decideReview(request);

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consoleReviewsText);
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="text-sm text-zinc-700">{t.lead}</p>
      </div>
      <ReviewModerationList
        page={loaderData.page}
        query={loaderData.query}
        ownReviewIds={loaderData.ownReviewIds}
        mayOpenUsers={loaderData.mayOpenUsers}
        answer={actionData}
      />
    </section>
  );
}
