import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useViewer } from "./use-viewer";

/** Same-origin tabs tell each other about a session here (BroadcastChannel: no server round trip, no storage). */
const CHANNEL = "zvuk-rabota:session";

/** Every page with a session says so once to the site's other tabs: a sign-in dialog open there can close (spec 2). */
export function useAnnounceSession(): void {
  const viewerId = useViewer()?.id;
  useEffect(() => {
    if (!viewerId || typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage("signed-in");
    channel.close();
  }, [viewerId]);
}

/**
 * While mounted, reloads the root's data when another tab announces a session, and when this tab comes back to the
 * front (a sign-in elsewhere the announcement missed: another window, a browser without BroadcastChannel).
 */
export function useRecheckSessionFromElsewhere(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const recheck = () => void revalidate();
    const onVisible = () => document.visibilityState === "visible" && recheck();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener("message", recheck);
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidate]);
}
