import { type EditorData, hasPublicProfile, ProfileEditor, ViewProfileLink } from "~/features/profile-editor";
import { dashboardText } from "~/i18n/dashboard";
import { useT } from "~/i18n/use-language";
import type { ProfileProgress } from "./dashboard.server";
import { DashboardPanel } from "./dashboard-panel";
import { ProfileChecklist } from "./profile-checklist";

/** The specialist profile tab: "Просмотр профиля" for published Pro profiles, what is filled in, and the editor. */
export function ProfilePanel({ userId, progress, editor }: { userId: string; progress: ProfileProgress; editor: EditorData }) {
  const t = useT(dashboardText).profile;
  return (
    <DashboardPanel title={t.title} action={editor.canEdit && hasPublicProfile(editor) ? <ViewProfileLink userId={userId} /> : null}>
      <ProfileEditor data={editor} summary={<ProfileChecklist checks={progress.checks} />} />
    </DashboardPanel>
  );
}
