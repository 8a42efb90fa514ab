interface ProgressBarProps {
  /** 0…100; rounded and clamped. */
  percent: number;
  /** The accessible name, e.g. "Загрузка файла: 40%". */
  label: string;
  className?: string;
}

/** A determinate progress bar with the percentage written beside it. */
export function ProgressBar({ percent, label, className = "" }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-100"
      >
        <div className="h-full rounded-full bg-violet-600 transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-sm font-semibold text-zinc-700 tabular-nums">
        {value}%
      </span>
    </div>
  );
}
