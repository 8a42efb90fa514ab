import { useEffect, useState } from "react";
import { ONLINE_COUNTER } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { useHydrated } from "~/ui/use-hydrated";
import { initialOnlineCount, nextOnlineCount } from "./online-count";

/** Decorative "employers online" figure: client-only (no hydration mismatch) and hidden from screen readers. */
export function OnlineCounter() {
  const isHydrated = useHydrated();
  return (
    <span
      aria-hidden="true"
      className="hidden min-w-44 items-center gap-2 text-xs whitespace-nowrap opacity-80 md:inline-flex lg:hidden xl:inline-flex"
      data-testid="online-counter"
    >
      <span className="size-2 animate-pulse rounded-full bg-emerald-400" />
      {isHydrated ? <OnlineCount /> : "\u00a0"}
    </span>
  );
}

function OnlineCount() {
  const language = useLanguage();
  const t = useT(commonText);
  const [count, setCount] = useState(initialOnlineCount);
  useEffect(() => {
    const timer = setInterval(() => setCount((current) => nextOnlineCount(current)), ONLINE_COUNTER.intervalMs);
    return () => clearInterval(timer);
  }, []);
  return plural(language, count, t.header.online);
}
