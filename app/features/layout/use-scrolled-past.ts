import { useEffect, useState } from "react";

/** True once the window is scrolled more than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  return isScrolled;
}
