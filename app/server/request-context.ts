import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router";

export interface RequestInfo {
  /** Per-response CSP nonce; only scripts carrying it run. */
  nonce: string;
  requestId: string;
  /** The matched route's pattern ("/job/:id"), set by the root route's middleware for the request metrics. */
  route?: string;
}

export const requestInfoContext = createContext<RequestInfo>();

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

/** The root route's first middleware: names the request's route for the metrics (server/page-handler.ts). */
export const recordRoutePattern: MiddlewareFunction<Response> = ({ context, pattern }) => {
  context.get(requestInfoContext).route = pattern.startsWith("/") ? pattern : `/${pattern}`;
};
