import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { decideProfile } from "~/features/console/profiles/profile-decision.server";
import { getProfileModeration } from "~/features/console/profiles/profile-moderation.server";
import { ProfileModerationView } from "~/features/console/profiles/profile-moderation-view";
import { isOwnDecision } from "~/server/own-decisions";
import type { Route } from "./+types/admin-profile";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "profiles");
  const profile = await getProfileModeration(await getDb(), params.id);
  if (!profile) throw data(null, { status: 404 });
  return { profile, isOwn: isOwnDecision(operator, { account: profile.userId }) };
}

export const action = ({ request, params }: Route.ActionArgs) => decideProfile(request, params.id);

export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileModerationView profile={loaderData.profile} isOwn={loaderData.isOwn} answer={actionData} />;
}
