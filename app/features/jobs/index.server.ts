// The jobs feature's server-only public surface.
export { importJobs } from "./import-jobs.server";
export { findSavedJobs } from "./saved-jobs.server";
export { findJobs, getJob, jobMatchesSearch } from "./jobs.server";
export { normalizeSearchText } from "./search-text";
export { yandexFeedFile, readFeedPlan, type YandexFeedFile } from "./yandex-vacancies-feed.server";
export { YANDEX_FEED_PATH, yandexFeedFileNumber, yandexFeedPath } from "./yandex-vacancies-feed";
export {
  closeConsoleJob,
  closeExpiredJobs,
  consoleJobsStatement,
  createConsoleJob,
  insertConsoleJob,
  getConsoleJob,
  listConsoleJobs,
  reopenConsoleJob,
  setConsoleJobValidThrough,
  updateConsoleJob,
  type ConsoleJob,
  type ConsoleJobPage,
  type ConsoleJobQuery,
  type ConsoleJobRefusal,
  type ConsoleJobResult,
  type ConsoleJobRow,
} from "./console-jobs.server";
export {
  JOB_PUBLICATIONS_QUEUE,
  nudgeJobPublications,
  startJobPublications,
  stopJobPublications,
  sweepJobPublications,
  type PublishedJobs,
} from "./job-publications.server";
