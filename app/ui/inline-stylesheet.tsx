import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, inlined into every page's head (docs/decisions/016): the first paint waits for no
 * stylesheet request. The server provides the text (app/entry.server.tsx imports app.css?inline); the browser bundle
 * never holds it, and reads it back from the element the server wrote, so hydration and any later render keep it.
 */
const StylesheetContext = createContext<string | null>(null);
export const StylesheetProvider = StylesheetContext.Provider;

const ELEMENT_ID = "site-css";
let fromDocument: string | undefined;

export function InlineStylesheet({ nonce }: { nonce: string }) {
  const fromServer = useContext(StylesheetContext);
  const css = fromServer ?? (fromDocument ??= typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""));
  return <style id={ELEMENT_ID} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}
