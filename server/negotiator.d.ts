// negotiator 0.6.4, the version the compression middleware negotiates with: the part of its API server/render-cache.ts
// uses (https://github.com/jshttp/negotiator/blob/0.6.4/index.js). @types/negotiator describes encoding() without its
// second argument, the server's order among encodings the client takes alike.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` by the request's Accept-Encoding q-values, ties by `preferred`; undefined when none is acceptable. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
