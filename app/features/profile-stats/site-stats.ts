/** One Moscow day of the site's totals, for the console's overview. */
export interface SiteStatsDay {
  /** "YYYY-MM-DD". */
  date: string;
  views: number;
  appearances: number;
  /** Contact clicks of every channel. */
  clicks: number;
  inquiries: number;
}
