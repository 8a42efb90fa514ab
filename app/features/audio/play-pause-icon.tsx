/** The play triangle, or the pause bars while playing (decorative: the button says what it does). */
export function PlayPauseIcon({ isPlaying, className }: { isPlaying: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={isPlaying ? "M6 5h4v14H6zM14 5h4v14h-4z" : "M8 5.5v13l10.5-6.5z"} />
    </svg>
  );
}
