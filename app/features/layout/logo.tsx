import { Link } from "react-router";
import { useLocalizePath } from "~/i18n/use-language";

export function Logo({ label }: { label: string }) {
  const localize = useLocalizePath();
  return (
    <Link to={localize("/")} className="flex shrink-0 items-center gap-2 font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#6d28d9" />
        <path d="M7 16h3M11 11v10M15 7v18M19 11v10M23 14v4M26 16h-1" stroke="#fbbf24" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="text-lg">
        Звук<span className="text-violet-600">.</span>Работа
      </span>
      <span className="sr-only"> — {label}</span>
    </Link>
  );
}
