// The one way a test calls a route's loader or action: with the arguments React Router's server passes (the request, its
// params, the app's load context as server/ makes it, the URL and the route's pattern), typed as the handler's own, so a
// call needs no cast; and its answer as the Response the server would send.

interface RouteCallOptions {
  params?: Record<string, string>;
  /** The route's pattern, as the server's middleware records it (`/dashboard`); empty when the handler does not read it. */
  pattern?: string;
}

/** The arguments React Router's server gives a loader or action for `request`. */
async function routeArgs<Args>(request: Request, { params = {}, pattern = "" }: RouteCallOptions = {}): Promise<Args> {
  // Imported at the call: a test that sets its environment and resets its modules gets the context its routes read.
  const { createLoadContext } = await import("~/server/request-context");
  const args = { request, params, context: createLoadContext({ nonce: "", requestId: "test" }), url: new URL(request.url), pattern };
  // The route types name each route's own params and context; these are the same values, built for any route.
  return args as unknown as Args;
}

/** What React Router's `data()` returns: a value with the answer's status and headers. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * Calls a loader or action and answers as the server would: a returned or thrown Response (a redirect) as it is, data
 * returned or thrown (`data()` with its status and headers, or a plain value) as JSON. Any other thrown error is thrown.
 */
export async function callRoute<Args>(handler: ((args: Args) => unknown) | undefined, request: Request, options: RouteCallOptions = {}): Promise<Response> {
  if (!handler) throw new Error(`the route of ${request.url} has no handler for ${request.method}`);
  try {
    return asResponse(await handler(await routeArgs<Args>(request, options)));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return asResponse(thrown);
    throw thrown;
  }
}

function asResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (isDataWithInit(answer)) return Response.json(answer.data ?? null, { ...answer.init, status: answer.init?.status ?? 200 });
  return Response.json(answer ?? null);
}
