// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { operatorConsole as en } from "~/i18n/en/console";
import { operatorConsole as ru } from "~/i18n/ru/console";
import type { PaymentDetail } from "./payments/payment-detail.server";
import { RefundPanel } from "./payments/refund-panel";
import { profileChanges } from "./profiles/profile-changes";
import type { ProfileModeration } from "./profiles/profile-moderation.server";
import { ProfileModerationView } from "./profiles/profile-moderation-view";

afterEach(cleanup);

function renderAt(path: string, element: ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  render(<Stub initialEntries={[path]} />);
}

const current = {
  fields: {
    name: "Анна",
    surname: "Звукова",
    email: "anna@example.com",
    workExperience: "",
    experience: "Сведение",
    telegramLink: "",
    website: "",
    location: "",
    languages: [],
    specializations: [],
    photoUrl: "",
    audioUrl: "",
  },
  projects: [],
  services: [],
};
const PROFILE: ProfileModeration = {
  userId: "op-1",
  email: "anna@example.com",
  accountName: "Анна",
  accountType: "Basic",
  hasActivePro: false,
  eligible: false,
  version: 3,
  changedAt: "2026-11-20T10:00:00.000Z",
  approved: null,
  hidden: null,
  waiting: false,
  current,
  changes: profileChanges(null, current),
};

const PAYMENT: PaymentDetail = {
  id: "pay-1",
  provider: "yookassa",
  providerPaymentId: "yk-1",
  idempotenceKey: "key-1",
  status: "succeeded",
  plan: "monthly",
  amountKopecks: 49000,
  currency: "RUB",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  paidAt: "2026-11-20T10:00:00.000Z",
  grantDays: null,
  grantReason: null,
  user: { id: "op-1", email: "anna@example.com", name: "Анна", proExpiresAt: null },
  refundWindowEnd: "2026-11-27T10:00:00.000Z",
  notifications: [],
  refunds: [],
};

/** Issue 24: the console offers an operator no decision about themselves, and says why where the forms would be. */
describe("pages about the operator themselves", () => {
  for (const [language, t, prefix] of [
    ["ru", ru.ownDecision, ""],
    ["en", en.ownDecision, "/en"],
  ] as const) {
    it(`${language}: their own profile's page offers no decision, and says why`, () => {
      renderAt(`${prefix}/admin/profiles/op-1`, <ProfileModerationView profile={PROFILE} isOwn answer={undefined} />);
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(screen.queryByRole("combobox")).toBeNull();
      expect(screen.getAllByText(t.profile)).toHaveLength(2);
    });

    it(`${language}: their own payment's page offers no refund, and says why`, () => {
      renderAt(`${prefix}/admin/payments/pay-1`, <RefundPanel payment={PAYMENT} isOwn answer={undefined} now="2026-11-21T10:00:00.000Z" />);
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(screen.getByText(t.payment)).toBeInTheDocument();
    });
  }

  it("someone else's profile and payment keep their decisions", () => {
    renderAt("/admin/profiles/op-2", <ProfileModerationView profile={{ ...PROFILE, userId: "op-2" }} isOwn={false} answer={undefined} />);
    expect(screen.getAllByRole("button").length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText(ru.ownDecision.profile)).toBeNull();
    cleanup();
    renderAt("/admin/payments/pay-1", <RefundPanel payment={PAYMENT} isOwn={false} answer={undefined} now="2026-11-21T10:00:00.000Z" />);
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });
});
