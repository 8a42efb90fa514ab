import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority";

describe("lowerModulePreloadPriority", () => {
  const head =
    '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" href="/assets/root-2.js" nonce="n"/><link rel="icon" href="/favicon.svg"/><style id="site-css">a{}</style></head>';

  it("marks every module preload of the head low priority and nothing else", () => {
    const body = "<body><p>text</p></body>";
    expect(lowerModulePreloadPriority(`<!DOCTYPE html><html>${head}${body}</html>`)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js" nonce="n"/><link rel="icon" href="/favicon.svg"/><style id="site-css">a{}</style></head><body><p>text</p></body></html>',
    );
  });

  it("leaves the body as it is, and a document without a head", () => {
    const body = '<body><pre>&lt;link rel="modulepreload" </pre><template><link rel="modulepreload" href="/x.js"/></template></body>';
    expect(lowerModulePreloadPriority(`<html>${head}${body}</html>`).endsWith(`</head>${body}</html>`)).toBe(true);
    expect(lowerModulePreloadPriority('<link rel="modulepreload" href="/x.js"/>')).toBe('<link rel="modulepreload" href="/x.js"/>');
  });
});
