/** One period's figures for a profile: what the statistics tab and the weekly mail show. */
export interface StatFigures {
  views: number;
  appearances: number;
  clicksTelegram: number;
  clicksEmail: number;
  clicksWebsite: number;
  inquiries: number;
}

export const FIGURE_KEYS = [
  "views",
  "appearances",
  "clicksTelegram",
  "clicksEmail",
  "clicksWebsite",
  "inquiries",
] as const satisfies readonly (keyof StatFigures)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const emptyFigures = (): StatFigures => ({ views: 0, appearances: 0, clicksTelegram: 0, clicksEmail: 0, clicksWebsite: 0, inquiries: 0 });

/** The change from `before` to `after` in whole percent, or null when there was nothing before. */
export function percentChange(before: number, after: number): number | null {
  if (before === 0) return null;
  return Math.round(((after - before) / before) * 100);
}
