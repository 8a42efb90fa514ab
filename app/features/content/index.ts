// The content pages' public surface: pieces other features reuse.
export { formatPercent, formatRub } from "./format";
export { InfoCard } from "./info-card";
