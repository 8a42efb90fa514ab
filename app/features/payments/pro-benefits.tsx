import { LIMITS } from "~/config/constants";
import { paymentsText } from "~/i18n/payments";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { CheckIcon } from "./check-icon";

/** Spec 9 "Pricing": the Pro benefits (profile publication, unlimited services, profile filling, 20 projects, audio and video), and project inquiries (issue 27). */
export function ProBenefits({ variant }: { variant: "cards" | "list" }) {
  const t = useT(paymentsText).benefits;
  const items = Object.entries(t).map(([key, item]) => ({ key, title: interpolate(item.title, { projects: LIMITS.projects }), text: item.text }));
  if (variant === "list") {
    return (
      <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} className="flex gap-3">
            <CheckIcon />
            <span>
              <span className="block font-semibold text-zinc-950">{item.title}</span>
              <span className="text-sm text-zinc-700">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
          <CheckIcon />
          <h3 className="mt-3 font-bold text-zinc-950">{item.title}</h3>
          <p className="mt-1 text-sm text-zinc-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
