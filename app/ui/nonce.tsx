import { createContext, useContext } from "react";

// The server renders with the response's CSP nonce; in the browser the attribute is hidden and empty.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
