import { type EditorData, hasPublicProfile, listingGaps, paysForListing, ProfileEditor, ViewProfileLink } from "~/features/profile-editor";
import { dashboardText } from "~/i18n/dashboard";
import { useT } from "~/i18n/use-language";
import type { ProfileProgress } from "./dashboard.server";
import { DashboardPanel } from "./dashboard-panel";
import { ProfileChecklist } from "./profile-checklist";

/**
 * The specialist profile tab: "Просмотр профиля" for listed profiles, what a paid-for profile still needs before the
 * directory lists it (docs/decisions/032), what is filled in, and the editor.
 */
export function ProfilePanel({
  userId,
  progress,
  editor,
  isAddressConfirmed,
}: {
  userId: string;
  progress: ProfileProgress;
  editor: EditorData;
  isAddressConfirmed: boolean;
}) {
  const t = useT(dashboardText).profile;
  const gaps = paysForListing(editor) ? listingGaps(editor.profile, isAddressConfirmed) : [];
  return (
    <DashboardPanel title={t.title} action={editor.canEdit && hasPublicProfile(editor, isAddressConfirmed) ? <ViewProfileLink userId={userId} /> : null}>
      {gaps.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p>{t.notListed}</p>
          <ul className="mt-1 list-disc pl-5">
            {gaps.map((gap) => (
              <li key={gap}>{t.gaps[gap]}</li>
            ))}
          </ul>
        </div>
      )}
      <ProfileEditor data={editor} summary={<ProfileChecklist checks={progress.checks} />} />
    </DashboardPanel>
  );
}
