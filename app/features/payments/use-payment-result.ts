import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useViewer } from "~/features/auth";
import { useLocalizePath } from "~/i18n/use-language";
import { INITIAL_RESULT_STATE, startResultClock, type ResultState } from "./payment-result-clock";
import { isProActiveNow } from "./request-payment";

/** Runs the result page's clock in the browser: polls /api/subscription, checks again on focus, redirects at the end. */
export function usePaymentResult(hasPaymentId: boolean): ResultState {
  const [state, setState] = useState(INITIAL_RESULT_STATE);
  // Signed out, there is no subscription to ask about: the phases alone decide.
  const isSignedIn = useViewer() !== null;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const localize = useLocalizePath();
  const dashboardPath = localize("/dashboard");
  const pricingPath = localize("/pricing");

  useEffect(() => {
    const clock = startResultClock({
      hasPaymentId,
      isProActive: isSignedIn ? isProActiveNow : () => Promise.resolve(false),
      onChange: setState,
      onRedirect: (destination) => void navigate(destination === "dashboard" ? dashboardPath : pricingPath),
    });
    const checkOnFocus = () => clock.checkNow();
    window.addEventListener("focus", checkOnFocus);
    return () => {
      window.removeEventListener("focus", checkOnFocus);
      clock.stop();
    };
  }, [hasPaymentId, isSignedIn, navigate, dashboardPath, pricingPath]);

  // Confirmed Pro: the root loader's viewer is reloaded, so the header drops its Pro button at once.
  useEffect(() => {
    if (state.isProConfirmed) void revalidate();
  }, [state.isProConfirmed, revalidate]);

  return state;
}
