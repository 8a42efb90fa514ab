// The content pages' public surface: pieces other features reuse.
export { formatRub } from "./format";
export { InfoCard } from "./info-card";
