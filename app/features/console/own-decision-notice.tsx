import { consoleText } from "~/i18n/console";
import { useT } from "~/i18n/use-language";

export type OwnDecisionKind = Exclude<keyof (typeof consoleText)["ru"]["ownDecision"], "refused">;

/**
 * Said in place of a decision's forms when the page is about the operator themselves (their account, profile, review
 * or payment): the console refuses such decisions (`isOwnDecision`, app/server/own-decisions.ts), so it offers none.
 */
export function OwnDecisionNotice({ about }: { about: OwnDecisionKind }) {
  const t = useT(consoleText).ownDecision;
  return <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">{t[about]}</p>;
}
