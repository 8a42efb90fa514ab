import { Tabs } from "radix-ui";
import { OwnRecordingsContext } from "./audio-preview";
import type { EditorData } from "./editor-data";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { ItemCounters } from "./item-counters";
import { LockedBanner } from "./locked-banner";
import { PersonalInfoForm } from "./personal-info-form";
import { ProjectsTab } from "./projects-tab";
import { ServicesTab } from "./services-tab";
import { VisibilityToggle } from "./visibility-toggle";

const EDITOR_TABS = ["personal", "project", "services"] as const;

const tabClass =
  "rounded-md px-2 py-2 text-center text-sm leading-tight font-semibold text-zinc-700 hover:text-zinc-950 data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow-sm sm:px-3";

const panelClass =
  "mt-4 rounded-2xl border border-zinc-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 data-[state=inactive]:hidden sm:p-6";

/**
 * Spec 2 "Dashboard", the specialist-profile editor: three tabs (personal info, add project, services) with
 * the project and service counters. Without Pro it is shown faded and inert under the banner; with active
 * Pro but another account type the visibility switch comes first. Every panel stays mounted, so switching
 * tabs keeps unsaved input and uploads under way.
 */
export function ProfileEditor({ data, summary }: { data: EditorData; summary: React.ReactNode }) {
  const t = useT(profileEditorText);
  const isLocked = !data.canEdit;
  return (
    <div className="space-y-5">
      {isLocked ? <LockedBanner /> : data.canToggleVisibility && <VisibilityToggle isShown={data.showInSpecialists} />}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        {summary}
        <ItemCounters projects={data.projects.length} services={data.services.length} />
      </div>
      <OwnRecordingsContext value={{ recordings: data.recordings, isAnalysisRunning: data.isAnalysisRunning }}>
        <div inert={isLocked} className={isLocked ? "pointer-events-none opacity-50 select-none" : undefined}>
          <Tabs.Root defaultValue="personal">
            <Tabs.List aria-label={t.tabs.label} className="grid grid-cols-3 gap-1 rounded-lg bg-zinc-100 p-1">
              {EDITOR_TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                  {t.tabs[tab]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="personal" forceMount className={panelClass}>
              <PersonalInfoForm profile={data.profile} />
            </Tabs.Content>
            <Tabs.Content value="project" forceMount className={panelClass}>
              <ProjectsTab projects={data.projects} />
            </Tabs.Content>
            <Tabs.Content value="services" forceMount className={panelClass}>
              <ServicesTab services={data.services} />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </OwnRecordingsContext>
    </div>
  );
}
