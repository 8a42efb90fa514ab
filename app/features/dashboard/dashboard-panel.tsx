/** The right column's frame: one heading per panel, so the open tab is announced by its title; `action` sits beside it. */
export function DashboardPanel({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby="dashboard-panel-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-panel-title" className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
