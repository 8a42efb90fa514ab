import { useSyncExternalStore } from "react";

// Spec 2 "Home": the search text is a shared string, initially empty, that any screen can read and set.
let searchText = "";
const listeners = new Set<() => void>();

export function setJobSearchText(text: string): void {
  if (text === searchText) return;
  searchText = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the shared search text; the server and hydration see it empty, as the spec's initial value. */
export function useJobSearchText(): string {
  return useSyncExternalStore(
    subscribe,
    () => searchText,
    () => "",
  );
}
