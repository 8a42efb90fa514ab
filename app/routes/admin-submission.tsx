import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { decideSubmission } from "~/features/console/submissions/submission-decision.server";
import { getSubmission } from "~/features/console/submissions/submission-moderation.server";
import { SubmissionView } from "~/features/console/submissions/submission-view";
import type { Route } from "./+types/admin-submission";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireConsoleSection(request, "submissions");
  const submission = await getSubmission(await getDb(), params.id);
  if (!submission) throw data(null, { status: 404 });
  return { submission };
}

export const action = ({ request, params }: Route.ActionArgs) => decideSubmission(request, params.id);

export default function AdminSubmission({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionView submission={loaderData.submission} answer={actionData} />;
}
