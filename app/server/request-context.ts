import { createContext, RouterContextProvider } from "react-router";

export interface RequestInfo {
  /** Per-response CSP nonce; only scripts carrying it run. */
  nonce: string;
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>();

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
