/** The cabinet's weekly-mail switch posts this intent to the dashboard's action, with `mail` "on" or "off". */
export const STATS_MAIL_INTENT = "stats-mail";

/** The action's answer to it. */
export interface StatsMailAnswer {
  ok: boolean;
}
