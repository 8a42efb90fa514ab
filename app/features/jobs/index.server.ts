// The jobs feature's server-only public surface.
export { importJobs } from "./import-jobs.server";
export { findSavedJobs } from "./saved-jobs.server";
export { findJobs, jobMatchesSearch } from "./jobs.server";
export { normalizeSearchText } from "./search-text";
export { yandexFeedFile, readFeedPlan } from "./yandex-vacancies-feed.server";
export { YANDEX_FEED_PATH, yandexFeedFileNumber } from "./yandex-vacancies-feed";
export {
  closeConsoleJob,
  closeExpiredJobs,
  createConsoleJob,
  insertConsoleJob,
  getConsoleJob,
  listConsoleJobs,
  reopenConsoleJob,
  setConsoleJobValidThrough,
  updateConsoleJob,
  type ConsoleJob,
  type ConsoleJobPage,
  type ConsoleJobRefusal,
  type ConsoleJobResult,
} from "./console-jobs.server";
export { startJobPublications, stopJobPublications, sweepJobPublications, type PublishedJobs } from "./job-publications.server";
