/** The right column's frame: one heading per panel, so the open tab is announced by its title. */
export function DashboardPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="dashboard-panel-title" className="min-w-0 space-y-4">
      <h2 id="dashboard-panel-title" className="text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}
