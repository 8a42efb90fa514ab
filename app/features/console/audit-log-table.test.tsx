// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AuditLogTable } from "./audit-log-table";
import type { AuditRow } from "./audit-log.server";

afterEach(cleanup);

const row = (fields: Partial<AuditRow>): AuditRow => ({
  id: 1,
  at: "2026-11-27T10:00:00.000Z",
  actorLabel: "admin@example.com",
  impersonating: null,
  action: "job.close",
  targetType: "job",
  targetId: "job-1",
  before: { status: "open" },
  after: { status: "closed" },
  reason: "",
  ...fields,
});

function renderLog(language: "ru" | "en", rows: AuditRow[]) {
  const path = `${language === "en" ? "/en" : ""}/admin/audit`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <AuditLogTable page={{ rows, next: null }} query={{ filters: { actor: "", target: "", action: "" }, after: null, pageSize: 50 }} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("AuditLogTable", () => {
  for (const [language, actingAs] of [
    ["ru", "от имени moderator@example.com"],
    ["en", "acting as moderator@example.com"],
  ] as const) {
    it(`${language}: a decision made in an impersonation names the admin and, under them, the account they acted as`, () => {
      renderLog(language, [
        row({ id: 2, impersonating: { id: "m1", email: "moderator@example.com" } }),
        row({ id: 1, actorLabel: "moderator@example.com", after: { status: "open" } }),
      ]);
      const [, impersonated, own] = screen.getAllByRole("row");
      expect(impersonated?.querySelectorAll("td")[1]?.textContent).toBe(`admin@example.com${actingAs}`);
      expect(screen.getByText(actingAs).tagName).toBe("SPAN");
      expect(own?.querySelectorAll("td")[1]?.textContent).toBe("moderator@example.com");
      expect(screen.getAllByText(actingAs)).toHaveLength(1);
    });
  }
});
