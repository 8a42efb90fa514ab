import { contractsPost } from "./blog/contracts";
import { hearingPost } from "./blog/hearing";
import { jobSearchPost } from "./blog/job-search";
import { loudnessPost } from "./blog/loudness";
import { portfolioPost } from "./blog/portfolio";
import { sessionPrepPost } from "./blog/session-prep";

/**
 * Demo blog rows for the embedded default, raw as the blog sheet holds them (columns A–F,
 * spec 3 "Blog post"): imported through the same parser, so they become post-1 … post-6.
 */
export const demoBlogRows: string[][] = [loudnessPost, portfolioPost, sessionPrepPost, contractsPost, jobSearchPost, hearingPost];
